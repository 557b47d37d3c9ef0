// The 'point-mall' page group (/pointMall): the points-mall lib's page, in its own lazy chunk.
export { PointMallPage as default } from '@playfront/points-mall';
