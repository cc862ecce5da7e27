<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="lg_parts" tilewidth="400" tileheight="300" tilecount="6" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="board">
  <image width="400" height="300" source="../la_granja/parts/board.svg"/>
 </tile>
 <tile id="1" type="building">
  <image width="400" height="300" source="../la_granja/parts/building.svg"/>
 </tile>
 <tile id="2" type="revenue_space">
  <image width="400" height="300" source="../la_granja/parts/revenue_space.svg"/>
 </tile>
 <tile id="3" type="mat">
  <image width="400" height="300" source="../la_granja/parts/mat.svg"/>
 </tile>
 <tile id="4" type="slot">
  <image width="400" height="300" source="../la_granja/parts/slot.svg"/>
 </tile>
 <tile id="5" type="siesta_space">
  <image width="400" height="300" source="../la_granja/parts/siesta_space.svg"/>
 </tile>
</tileset>
