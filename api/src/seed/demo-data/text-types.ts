/** The four offer/profile families of the platform; the generator maps each club function to one. */
export type DemoRole = 'trainer' | 'referee' | 'player' | 'supporter';

/** Separate Swiss and German variants because spelling (ss/ß), currency and football terms differ. */
export interface TextsByCountry {
  readonly ch: readonly string[];
  readonly de: readonly string[];
}
