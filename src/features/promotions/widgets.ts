/**
 * The promotions pieces other parts of the app show, one lazy chunk (index.ts loadPromotionWidgets):
 * the deposit pages' choice row and the promotion dialog's mount, the withdraw page's requirement and
 * cap, the member panel's requirement line. Kept out of the index so that the first page, which
 * imports the index for its loaders, carries none of them.
 */
export { PanelRequirement } from './PanelRequirement';
export { PromotionDialogSlot } from './PromotionDialogSlot';
export { PromotionExample, PromotionPick } from './PromotionPick';
export { BlockingRequirement, WithdrawCap } from './WithdrawRequirement';
