import { describe, expect, it } from 'vitest';
import { removeIfInterrupted, removeUnfinished } from './interrupt-cleanup';

describe('removing what an interrupted command left unfinished', () => {
  it('removes what is still registered, newest first, also past a removal that fails', () => {
    const removed: string[] = [];
    removeIfInterrupted(() => removed.push('database'));
    const forget = removeIfInterrupted(() => removed.push('finished'));
    removeIfInterrupted(() => {
      throw new Error('gone already');
    });
    removeIfInterrupted(() => removed.push('partial file'));
    forget();
    removeUnfinished();
    expect(removed).toEqual(['partial file', 'database']);
    removeUnfinished();
    expect(removed).toHaveLength(2);
  });
});
