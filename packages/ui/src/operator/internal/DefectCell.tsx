import { operatorDefectText } from '@huashi/domain';
import { StyledWrapText } from './cellStyles';

/**
 * The 瑕疵 cell of the operator tables: the lot's defect or 无, wrapping onto a second line rather than cut (a defect
 * such as 花瓣边缘轻微焦边 reads whole in a narrow column); whole in its title too.
 */
export function DefectCell({ defect }: { defect: string | null | undefined }) {
  const text = operatorDefectText(defect);
  return <StyledWrapText title={text}>{text}</StyledWrapText>;
}
