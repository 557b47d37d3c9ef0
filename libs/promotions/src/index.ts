export { PromotionsPage, prefetchPromotions, promotionDetailPath } from './promotions-page';
export type { PromotionsPageProps } from './promotions-page';
export { PromotionDetailPage, parsePromotionId } from './promotion-detail-page';
export { PromotionAction } from './promotion-action';
export type { PromotionActionProps } from './promotion-action';
export {
  ApplyForm,
  imageRefusal,
  APPLY_MAX_IMAGES,
  APPLY_MAX_IMAGE_BYTES,
  APPLY_MAX_NOTE,
} from './apply-form';
export type { ApplyFormProps } from './apply-form';
export { RaffleSection } from './raffle-section';
export type { RaffleSectionProps } from './raffle-section';
export { RulesList, useRuleLines } from './rules-list';
export type { RulesListProps } from './rules-list';
export { StatusChip } from './status-chip';
export { Banner } from './banner';
export type { BannerProps } from './banner';
export { useActionKey } from './use-action-key';
export type { ActionKey } from './use-action-key';
export type { StatusChipProps } from './status-chip';
export { formatBps, formatPromotionTime } from './format';
export { PromotionsStyles } from './styles';
export {
  promotionsApi,
  useGetPromotionsQuery,
  useGetPromotionQuery,
  useJoinPromotionMutation,
  useClaimPromotionMutation,
  useApplyPromotionMutation,
  PROMOTION_PAGE_SIZE,
} from './promotions-api';
export type { PromotionCall, ApplyRequest, PromotionListArgs, PromotionArgs } from './promotions-api';
