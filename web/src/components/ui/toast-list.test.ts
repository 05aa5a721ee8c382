import { describe, expect, it } from 'vitest';
import { type ToastEntry, withoutGroup, withToast } from './toast-list';

const entry = (id: number, text: string, group?: string): ToastEntry => ({
  id,
  text,
  variant: text === 'Erfolgreich gespeichert' ? 'success' : 'warning',
  group,
});

describe('the toast list', () => {
  it('shows the same text once: a repeat replaces the one showing, so its time starts again', () => {
    const first = withToast([], entry(1, 'Prüfe deine Angaben'));
    expect(withToast(first, entry(2, 'Prüfe deine Angaben'))).toEqual([entry(2, 'Prüfe deine Angaben')]);
    expect(withToast(first, entry(2, 'Erfolgreich gespeichert')).map((t) => t.id)).toEqual([1, 2]);
  });

  it("replaces a form's earlier toast with its next one, and takes a form's toasts back", () => {
    let list = withToast([], entry(1, 'Prüfe deine Angaben', 'form-a'));
    list = withToast(list, entry(2, 'Dieses Feld fehlt', 'form-b'));
    list = withToast(list, entry(3, 'Es ist ein unerwarteter Fehler aufgetreten', 'form-a'));
    expect(list.map((t) => t.id)).toEqual([2, 3]);
    list = withToast(list, entry(4, 'Erfolgreich gespeichert'));
    expect(withoutGroup(list, 'form-a').map((t) => t.id)).toEqual([2, 4]);
  });

  it('ends a danger toast, which has no time of its own, with the next toast from anywhere', () => {
    const danger: ToastEntry = {
      id: 1,
      text: 'Es ist ein unerwarteter Fehler aufgetreten',
      variant: 'danger',
    };
    let list = withToast([], entry(2, 'Prüfe deine Angaben', 'form-b'));
    list = withToast(list, { ...danger, group: 'form-a' });
    expect(list.map((t) => t.id)).toEqual([2, 1]);
    expect(withToast(list, entry(3, 'Erfolgreich gespeichert')).map((t) => t.id)).toEqual([2, 3]);
  });
});
