<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="lg_hexes" tilewidth="62" tileheight="72" tilecount="7" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="hex_2">
  <image width="62" height="72" source="../la_granja/hexes/hex_2.svg"/>
 </tile>
 <tile id="1" type="hex_3">
  <image width="62" height="72" source="../la_granja/hexes/hex_3.svg"/>
 </tile>
 <tile id="2" type="hex_4">
  <image width="62" height="72" source="../la_granja/hexes/hex_4.svg"/>
 </tile>
 <tile id="3" type="hex_5">
  <image width="62" height="72" source="../la_granja/hexes/hex_5.svg"/>
 </tile>
 <tile id="4" type="hex_6">
  <image width="62" height="72" source="../la_granja/hexes/hex_6.svg"/>
 </tile>
 <tile id="5" type="hex_grey">
  <image width="62" height="72" source="../la_granja/hexes/hex_grey.svg"/>
 </tile>
 <tile id="6" type="hex_blocked">
  <image width="62" height="72" source="../la_granja/hexes/hex_blocked.svg"/>
 </tile>
</tileset>
