import { describe, expect, it } from 'vitest';
import { STANDING_MESSAGES, standingInputOf } from '../standing';
import { EMPTY_STANDING_LINE, standingFormSchema, type StandingFormValues } from './standing';

const values = (over: Partial<StandingFormValues> = {}): StandingFormValues => ({
  name: '周二玫瑰',
  session: 'A',
  time: '11:30',
  days: ['2'],
  budget: '500',
  lines: [{ ...EMPTY_STANDING_LINE, flwCode: 'KLL', levelName: 'A', bunches: '20', maxPrice: '25.5', lengthMin: '50', lengthMax: '70' }],
  ...over,
});

function errorsOf(v: StandingFormValues): Record<string, string> {
  try {
    standingFormSchema.validateSync(v, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
}

describe('the standing-order editor schema', () => {
  it('reads the typed values as the domain input (yuan to fen, text to numbers, blanks to none)', () => {
    expect(standingInputOf(values())).toEqual({
      name: '周二玫瑰',
      schedule: { days: [2], session: 'A', time: '11:30' },
      budgetFen: 50_000,
      lines: [
        {
          flwCode: 'KLL',
          levelName: 'A',
          lengthMin: 50,
          lengthMax: 70,
          bunches: 20,
          maxPricePerBunchFen: 2550,
          supplierId: null,
          allowAlternative: false,
        },
      ],
    });
    expect(standingInputOf({}).lines).toEqual([]);
  });

  it('accepts a complete order', () => {
    expect(errorsOf(values())).toEqual({});
  });

  it('names each bad field on its own path, with the domain message', () => {
    expect(
      errorsOf(
        values({
          name: '',
          days: [],
          budget: '1.234',
          lines: [{ ...EMPTY_STANDING_LINE, bunches: '2.5', maxPrice: 'abc', lengthMin: '80', lengthMax: '60' }],
        }),
      ),
    ).toEqual({
      name: STANDING_MESSAGES.nameRequired,
      days: STANDING_MESSAGES.daysRequired,
      budget: STANDING_MESSAGES.budgetFormat,
      'lines.0.flwCode': STANDING_MESSAGES.varietyRequired,
      'lines.0.bunches': STANDING_MESSAGES.bunchesFormat,
      'lines.0.maxPrice': STANDING_MESSAGES.priceFormat,
      'lines.0.lengthMax': STANDING_MESSAGES.lengthRange,
    });
  });
});
