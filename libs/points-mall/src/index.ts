export { PointMallPage, POINTS_PAGE_SIZE } from './point-mall-page';
export type { PointMallPageProps } from './point-mall-page';
export {
  pointsApi,
  useGetPointsConfigQuery,
  useGetGoodsQuery,
  useGetPointsQuery,
  useGetPointsRewardQuery,
  useRedeemGoodsMutation,
  useConvertPointsMutation,
  useGetRedemptionsQuery,
  useGetPointEntriesQuery,
} from './points-api';
export type { GoodsArgs } from './points-api';
export {
  checkConvert,
  convertStep,
  pageErrorText,
  pointsToMinor,
  usePointsFormat,
  usePointsMoney,
} from './format';
export type { ConvertCheck } from './format';
export { PointsStyles } from './styles';
