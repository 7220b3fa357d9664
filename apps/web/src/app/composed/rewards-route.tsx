import { RewardsHomeScreen } from '@/features/rewards/components/rewards-home';
import { CoinBalance } from '@/features/wallet/components/coin-balance';
import { CoinHistory } from '@/features/wallet/components/coin-history';

/** /launchpad/rewards: the rewards' ways to spend coins around the wallet's balance and history. */
export function RewardsRoute() {
  return <RewardsHomeScreen balance={<CoinBalance />} history={<CoinHistory />} />;
}
