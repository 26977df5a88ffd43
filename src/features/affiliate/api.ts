import { AffiliateRedeemBody, type AffiliateRedeemData, type AffiliateRedeemBody as AffiliateRedeemInput } from '@contract/rewards';
import { unwrap } from '@/lib/api-error';
import { api } from '@/lib/http';

/** The affiliate write (docs/rewards.md); the body goes through its contract schema first. */
export const affiliateApi = {
  /**
   * POST /api/affiliate/redeem: the affiliate account to the main wallet (all that is redeemable when
   * no amount). The server credits once per request key: a retry must send the same key.
   */
  redeem: async (body: AffiliateRedeemInput): Promise<AffiliateRedeemData> =>
    unwrap(await api.post<AffiliateRedeemData>('/affiliate/redeem', AffiliateRedeemBody.parse(body))),
};
