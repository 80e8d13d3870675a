/** Grade badge classes (§4): A, B and C each have their own colour; D and every other grade share one. */
export const GRADE_CLASSES = ['A', 'B', 'C', 'other'] as const;
export type GradeClass = (typeof GRADE_CLASSES)[number];

/** "A+" → "A", "b-" → "B", "D" → "other", "" → "other". */
export function gradeClass(levelName: string): GradeClass {
  const first = levelName.trim().charAt(0).toUpperCase();
  return first === 'A' || first === 'B' || first === 'C' ? first : 'other';
}
