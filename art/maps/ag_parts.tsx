<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="ag_parts" tilewidth="1100" tileheight="560" tilecount="2" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="board">
  <image width="1100" height="560" source="../agricola/parts/board.svg"/>
 </tile>
 <tile id="1" type="farm">
  <image width="600" height="380" source="../agricola/parts/farm.svg"/>
 </tile>
</tileset>
