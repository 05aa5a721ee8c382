/** How well a person and an offer fit (the matcher's answer): 0–100 and the lines of 'Warum passt das?'. */
export interface Matching {
  score: number;
  distanceKm: number | null;
  reasons: { kind: string; text: string }[];
}
