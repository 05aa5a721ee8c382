import { describe, expect, it } from 'vitest';
import { type SelectOption, toggleOption, withSubOptions } from './selection';
import { summarizeSelection } from './selection-summary';

// A three-level tree, to check that the rules go all the way up and down.
const options: SelectOption[] = [
  { code: 'TRAINER', label: 'Trainer', parent: null },
  { code: 'CHEFTRAINER', label: 'Cheftrainer', parent: 'TRAINER' },
  { code: 'TORWARTTRAINER', label: 'Torwarttrainer', parent: 'TRAINER' },
  { code: 'TW_JUNIOREN', label: 'Torwarttrainer Junioren', parent: 'TORWARTTRAINER' },
  { code: 'SCHIEDSRICHTER', label: 'Schiedsrichter', parent: null },
];

describe('the multi-select rules of spec section 4', () => {
  it('selects a parent together with all its sub-options', () => {
    expect(toggleOption(options, [], 'TRAINER', 'multi')).toEqual([
      'TRAINER',
      'CHEFTRAINER',
      'TORWARTTRAINER',
      'TW_JUNIOREN',
    ]);
  });

  it('deselects a parent together with its sub-options, leaving others alone', () => {
    const all = ['TRAINER', 'CHEFTRAINER', 'TORWARTTRAINER', 'TW_JUNIOREN', 'SCHIEDSRICHTER'];
    expect(toggleOption(options, all, 'TRAINER', 'multi')).toEqual(['SCHIEDSRICHTER']);
  });

  it('deselects every ancestor when a child is deselected', () => {
    const trainers = toggleOption(options, [], 'TRAINER', 'multi');
    expect(toggleOption(options, trainers, 'TW_JUNIOREN', 'multi')).toEqual(['CHEFTRAINER']);
  });

  it('selects a child alone, in the order of the options', () => {
    expect(toggleOption(options, ['SCHIEDSRICHTER'], 'CHEFTRAINER', 'multi')).toEqual([
      'CHEFTRAINER',
      'SCHIEDSRICHTER',
    ]);
  });

  it('holds one entry in single mode', () => {
    expect(toggleOption(options, [], 'TRAINER', 'single')).toEqual(['TRAINER']);
    expect(toggleOption(options, ['TRAINER'], 'SCHIEDSRICHTER', 'single')).toEqual(['SCHIEDSRICHTER']);
    expect(toggleOption(options, ['SCHIEDSRICHTER'], 'SCHIEDSRICHTER', 'single')).toEqual([]);
  });

  it('names a selected parent instead of its selected children', () => {
    const trainers = toggleOption(options, ['SCHIEDSRICHTER'], 'TRAINER', 'multi');
    expect(summarizeSelection(options, trainers).map((o) => o.code)).toEqual(['TRAINER', 'SCHIEDSRICHTER']);
    expect(summarizeSelection(options, ['CHEFTRAINER', 'TW_JUNIOREN']).map((o) => o.code)).toEqual([
      'CHEFTRAINER',
      'TW_JUNIOREN',
    ]);
  });

  it('opens a parent saved alone with its sub-options ticked, as ticking it leaves them', () => {
    expect(withSubOptions(options, ['SCHIEDSRICHTER', 'TRAINER'], 'multi')).toEqual([
      'TRAINER',
      'CHEFTRAINER',
      'TORWARTTRAINER',
      'TW_JUNIOREN',
      'SCHIEDSRICHTER',
    ]);
    expect(withSubOptions(options, ['TORWARTTRAINER', 'ALT'], 'multi')).toEqual([
      'TORWARTTRAINER',
      'TW_JUNIOREN',
      'ALT',
    ]);
    expect(withSubOptions(options, ['TRAINER'], 'single')).toEqual(['TRAINER']);
  });
});
