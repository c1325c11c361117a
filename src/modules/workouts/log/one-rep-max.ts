/**
 * The heaviest single repetition, estimated from a set with the Brzycki equation (Brzycki, 1993):
 * 1RM = weight × 36 / (37 − reps). One repetition is the one-rep max itself. The estimate is close for
 * sets of up to 10 repetitions and drifts further from real maxima beyond that.
 */
export const ACCURATE_REPS_LIMIT = 10;

export function oneRepMax(weight: number, reps: number): number {
  if (reps === 1) return weight;
  return (36 / (37 - reps)) * weight;
}
