export type ToastVariant = 'success' | 'warning' | 'danger';

export interface ToastEntry {
  id: number;
  text: string;
  variant: ToastVariant;
  /** Who showed it, e.g. one form: its next toast replaces it, and it can take its toasts back. */
  group?: string;
}

/**
 * The toasts after `entry` appears. It replaces the earlier toasts of its group (a form's new answer makes
 * its last one stale), any toast saying the same, which would otherwise stand twice on top of each other,
 * and a danger toast, which has no time of its own to end.
 */
export function withToast(list: readonly ToastEntry[], entry: ToastEntry): ToastEntry[] {
  const replaced = (other: ToastEntry) =>
    other.variant === 'danger' ||
    (other.text === entry.text && other.variant === entry.variant) ||
    (entry.group !== undefined && other.group === entry.group);
  return [...list.filter((other) => !replaced(other)), entry];
}

/** The toasts without those of `group`. */
export function withoutGroup(list: readonly ToastEntry[], group: string): ToastEntry[] {
  return list.filter((entry) => entry.group !== group);
}
