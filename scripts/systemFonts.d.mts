export type FontWeight = 400 | 500 | 700;
export declare const SYSTEM_FONTS: { family: string; pkg: string; files: Record<FontWeight, string> }[];
export declare const OTHER_SYSTEM_FAMILIES: string[];
export declare const FONTCONFIG_WEIGHTS: Record<FontWeight, string>;
