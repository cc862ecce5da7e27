<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="ra_parts" tilewidth="1120" tileheight="540" tilecount="8" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="board">
  <image width="1120" height="540" source="../ra/parts/board.svg"/>
 </tile>
 <tile id="1" type="bag">
  <image width="120" height="120" source="../ra/parts/bag.svg"/>
 </tile>
 <tile id="2" type="ra_figure">
  <image width="120" height="170" source="../ra/parts/ra_figure.svg"/>
 </tile>
 <tile id="3" type="centre">
  <image width="100" height="100" source="../ra/parts/centre.svg"/>
 </tile>
 <tile id="4" type="ra_space">
  <image width="100" height="100" source="../ra/parts/ra_space.svg"/>
 </tile>
 <tile id="5" type="ra_space_end">
  <image width="100" height="100" source="../ra/parts/ra_space_end.svg"/>
 </tile>
 <tile id="6" type="auction_space">
  <image width="100" height="100" source="../ra/parts/auction_space.svg"/>
 </tile>
 <tile id="7" type="player_mat">
  <image width="400" height="200" source="../ra/parts/player_mat.svg"/>
 </tile>
</tileset>
