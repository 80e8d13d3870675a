import { operatorDefectText } from '@huashi/domain';
import { StyledCutText } from './cellStyles';

/** The 瑕疵 cell of the operator tables: the lot's defect or 无, on one line cut with an ellipsis (whole in its title). */
export function DefectCell({ defect }: { defect: string | null | undefined }) {
  const text = operatorDefectText(defect);
  return <StyledCutText title={text}>{text}</StyledCutText>;
}
