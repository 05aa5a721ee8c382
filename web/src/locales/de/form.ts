import { formCard } from './form-card';
import { formDate } from './form-date';
import { formImage } from './form-image';
import { formSelect } from './form-select';
import { formSelectLive } from './form-select-live';

export { toast } from './form-card';

/**
 * The form card, its inputs and the toasts (spec sections 2, 5 and 8). The card adds its own texts
 * (form-card.ts), the lazily loaded inputs theirs with their chunks; this is all of them together.
 */
export const form = {
  ...formCard,
  ...formSelect,
  live: formSelectLive,
  date: formDate,
  image: formImage,
};
