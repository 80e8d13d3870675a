import { object, ValidationError } from 'yup';
import { standingInputOf, standingOrderProblems, type StandingOrderDraft } from '../standing';

/** One line of the standing-order editor, as typed. */
export type StandingLineValues = {
  flwCode: string;
  levelName: string;
  lengthMin: string;
  lengthMax: string;
  bunches: string;
  /** 元/扎, '' for no cap. */
  maxPrice: string;
  supplierId: string;
  /** The preferred supplier's name as the picker shows it ('' = none); not sent, the server knows it by the id. */
  supplierName: string;
  allowAlternative: boolean;
};

/** The standing-order editor's values (/standing). */
export type StandingFormValues = {
  name: string;
  session: 'A' | 'C';
  time: string;
  /** Weekdays ticked, as the checkboxes give them ("1" = 周一). */
  days: string[];
  /** 每次预算（元）, '' for none. */
  budget: string;
  lines: StandingLineValues[];
};

/**
 * The editor's schema: every message is the one standingOrderProblems (the rule the server applies to the same draft)
 * gives its field (`name`, `days`, `time`, `budget`, `lines`, `lines.<i>.<field>`), so the page and the server cannot
 * disagree and no rule is written twice.
 */
export const standingFormSchema = object().test('standing-order', '', (value, context) => {
  const problems = Object.entries(standingOrderProblems(standingInputOf((value ?? {}) as StandingOrderDraft)));
  if (problems.length === 0) return true;
  return new ValidationError(
    problems.map(([path, message]) => new ValidationError(message, undefined, path)),
    value,
    context.path,
  );
});

/** An empty line of the editor. */
export const EMPTY_STANDING_LINE: StandingLineValues = {
  flwCode: '',
  levelName: '',
  lengthMin: '',
  lengthMax: '',
  bunches: '',
  maxPrice: '',
  supplierId: '',
  supplierName: '',
  allowAlternative: false,
};
