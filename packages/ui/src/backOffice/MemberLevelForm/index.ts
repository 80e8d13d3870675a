export { MemberLevelForm } from './MemberLevelForm';
export type { MemberLevelData, MemberLevelFormProps } from './MemberLevelForm';
