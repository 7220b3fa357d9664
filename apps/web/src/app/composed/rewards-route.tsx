import { RewardsHomeScreen } from '@/features/rewards/components/rewards-home';
import { CoinBalance } from '@/features/wallet/components/coin-balance';
import { CoinHistory } from '@/features/wallet/components/coin-history';
import { PracticeEarnings } from '@/features/wallet/components/practice-earnings';

/** /launchpad/rewards: the rewards' ways to spend coins around the wallet's balance, price list and history. */
export function RewardsRoute() {
  return <RewardsHomeScreen balance={<CoinBalance />} prices={<PracticeEarnings />} history={<CoinHistory />} />;
}
