import type { Migration } from 'kysely';
import * as m001 from './001_foundation';
import * as m002 from './002_ledger';
import * as m003 from './003_payments';
import * as m004 from './004_withdrawals';
import * as m005 from './005_lotto';
import * as m006 from './006_games';
import * as m007 from './007_lotto_scale';
import * as m008 from './008_games_speed';
import * as m009 from './009_requirements';
import * as m010 from './010_lotto_results';
import * as m011 from './011_lotto_corrections';
import * as m012 from './012_lotto_feeds';
import * as m013 from './013_reports';
import * as m014 from './014_withdrawal_claims';
import * as m015 from './015_member_detail';
import * as m016 from './016_lotto_exposure';
import * as m017 from './017_content_period';
import * as m018 from './018_audit_filters';
import * as m019 from './019_deposit_desk';
import * as m020 from './020_promotions';
import * as m021 from './021_coupons';
import * as m022 from './022_rewards';
import * as m023 from './023_engagement';
import * as m024 from './024_points';
import * as m025 from './025_wheel';
import * as m026 from './026_quests';
import * as m027 from './027_polls';
import * as m028 from './028_shop';
import * as m029 from './029_free_spins';
import * as m030 from './030_sport';
import * as m031 from './031_sport_bets';
import * as m032 from './032_sport_speed';
import * as m033 from './033_push';
import * as m034 from './034_line';
import * as m035 from './035_read_views';
import * as m036 from './036_lotto_house_shots';
import * as m037 from './037_report_promotions';
import * as m038 from './038_launch_settings';
import * as m039 from './039_deposit_account_usage';
import * as m040 from './040_sms_outbox';

/** Every migration in order. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_ledger': m002,
  '003_payments': m003,
  '004_withdrawals': m004,
  '005_lotto': m005,
  '006_games': m006,
  '007_lotto_scale': m007,
  '008_games_speed': m008,
  '009_requirements': m009,
  '010_lotto_results': m010,
  '011_lotto_corrections': m011,
  '012_lotto_feeds': m012,
  '013_reports': m013,
  '014_withdrawal_claims': m014,
  '015_member_detail': m015,
  '016_lotto_exposure': m016,
  '017_content_period': m017,
  '018_audit_filters': m018,
  '019_deposit_desk': m019,
  '020_promotions': m020,
  '021_coupons': m021,
  '022_rewards': m022,
  '023_engagement': m023,
  '024_points': m024,
  '025_wheel': m025,
  '026_quests': m026,
  '027_polls': m027,
  '028_shop': m028,
  '029_free_spins': m029,
  '030_sport': m030,
  '031_sport_bets': m031,
  '032_sport_speed': m032,
  '033_push': m033,
  '034_line': m034,
  '035_read_views': m035,
  '036_lotto_house_shots': m036,
  '037_report_promotions': m037,
  '038_launch_settings': m038,
  '039_deposit_account_usage': m039,
  '040_sms_outbox': m040,
};
