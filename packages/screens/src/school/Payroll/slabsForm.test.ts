import { describe, expect, it } from 'vitest';
import { payrollMessages } from '../../messages/payroll';
import {
  addSlabRow,
  MAX_SLABS,
  removeSlabRow,
  type SlabRowDraft,
  slabFieldIds,
  slabRowsFrom,
  toSlabsBody,
  updateSlabRow,
  validateSlabs,
} from './slabsForm';

const e = payrollMessages.slabs.editor;

const row = (key: string, from: string, to: string, fixed = '0', rate = '5'): SlabRowDraft => ({
  key,
  from,
  to,
  fixed,
  rate,
});

const good = [
  row('a', '0', '600000', '0', '0'),
  row('b', '600000', '1200000', '0', '1'),
  row('c', '1200000', '', '6000', '11'),
];

describe('slabRowsFrom', () => {
  it('turns the slabs into rows, lowest first, no limit as an empty "up to"', () => {
    const rows = slabRowsFrom([
      { from_amount: 600000, to_amount: null, fixed_amount: 0, rate_percent: 2.5 },
      { from_amount: 0, to_amount: 600000, fixed_amount: 0, rate_percent: 0 },
    ]);
    expect(rows.map(({ key: _key, ...rest }) => rest)).toEqual([
      { from: '0', to: '600000', fixed: '0', rate: '0' },
      { from: '600000', to: '', fixed: '0', rate: '2.5' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
  });

  it('starts with one empty slab from 0 when there are none', () => {
    const rows = slabRowsFrom([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.from).toBe('0');
  });
});

describe('adding, removing and editing rows', () => {
  it('adds a row starting where the last one ends', () => {
    const rows = addSlabRow([row('a', '0', '500000')]);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.from).toBe('500000');
    expect(rows[1]!.to).toBe('');
  });

  it("adds no row past the contract's maximum", () => {
    const full = Array.from({ length: MAX_SLABS }, (_, i) => row(`k${i}`, '0', ''));
    expect(addSlabRow(full)).toHaveLength(MAX_SLABS);
  });

  it('removes and edits by key', () => {
    expect(removeSlabRow(good, 'b').map((r) => r.key)).toEqual(['a', 'c']);
    expect(updateSlabRow(good, 'c', { rate: '12' })[2]!.rate).toBe('12');
    expect(good[2]!.rate).toBe('11');
  });
});

describe('validateSlabs', () => {
  it('accepts slabs from 0, contiguous, the last open-ended', () => {
    expect(validateSlabs(good, e)).toEqual({});
  });

  it('asks for whole rupees and a rate 0-100 in hundredths', () => {
    const errors = validateSlabs(
      [row('a', '0', '1000.5', '-1', '100.01'), row('b', '1000', '', 'x', '12.345')],
      e,
    );
    expect(errors[slabFieldIds.to('a')]).toBe(e.amountWhole);
    expect(errors[slabFieldIds.fixed('a')]).toBe(e.amountWhole);
    expect(errors[slabFieldIds.rate('a')]).toBe(e.rate);
    expect(errors[slabFieldIds.fixed('b')]).toBe(e.amountWhole);
    expect(errors[slabFieldIds.rate('b')]).toBe(e.rate);
    expect(validateSlabs([row('a', '0', '', '0', '100')], e)).toEqual({});
    expect(validateSlabs([row('a', '0', '', '0', '2.75')], e)).toEqual({});
  });

  it('refuses amounts above the contract maximum', () => {
    const errors = validateSlabs([row('a', '0', '', '1000000001', '0')], e);
    expect(errors[slabFieldIds.fixed('a')]).toBe(e.amountWhole);
  });

  it('wants the first slab from 0', () => {
    const errors = validateSlabs([row('a', '100', '')], e);
    expect(errors).toEqual({ [slabFieldIds.from('a')]: e.firstFromZero });
  });

  it('wants no gap and no overlap between slabs', () => {
    const gap = validateSlabs([row('a', '0', '1000'), row('b', '1500', '')], e);
    expect(gap).toEqual({ [slabFieldIds.from('b')]: e.contiguous });
    const overlap = validateSlabs([row('a', '0', '1000'), row('b', '900', '')], e);
    expect(overlap).toEqual({ [slabFieldIds.from('b')]: e.contiguous });
  });

  it('wants only the last slab without an upper limit', () => {
    const open = validateSlabs([row('a', '0', ''), row('b', '0', '')], e);
    expect(open[slabFieldIds.to('a')]).toBe(e.openEnd);
    const closed = validateSlabs([row('a', '0', '1000')], e);
    expect(closed).toEqual({ [slabFieldIds.to('a')]: e.openEnd });
  });

  it('wants the upper limit above the lower one', () => {
    const errors = validateSlabs(
      [row('a', '0', '1000'), row('b', '1000', '1000'), row('c', '1000', '')],
      e,
    );
    expect(errors[slabFieldIds.to('b')]).toBe(e.emptyRange);
  });

  it('wants at least one slab', () => {
    expect(validateSlabs([], e)).toEqual({ [slabFieldIds.rows]: e.atLeastOne });
  });
});

describe('toSlabsBody', () => {
  it('sends numbers, null for no limit, in the order listed', () => {
    expect(
      toSlabsBody([row('a', ' 0 ', '600000', '0', '0'), row('b', '600000', ' ', '0', '2.5')]),
    ).toEqual({
      items: [
        { from_amount: 0, to_amount: 600000, fixed_amount: 0, rate_percent: 0 },
        { from_amount: 600000, to_amount: null, fixed_amount: 0, rate_percent: 2.5 },
      ],
    });
  });
});
