<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="cb_parts" tilewidth="400" tileheight="300" tilecount="5" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="board">
  <image width="1192" height="560" source="../coal_baron/parts/board.svg"/>
 </tile>
 <tile id="1" type="pit">
  <image width="1184" height="496" source="../coal_baron/parts/pit.svg"/>
 </tile>
 <tile id="2" type="shaft">
  <image width="80" height="452" source="../coal_baron/parts/shaft.svg"/>
 </tile>
 <tile id="3" type="level">
  <image width="530" height="80" source="../coal_baron/parts/level.svg"/>
 </tile>
 <tile id="4" type="storage">
  <image width="150" height="128" source="../coal_baron/parts/storage.svg"/>
 </tile>
</tileset>
