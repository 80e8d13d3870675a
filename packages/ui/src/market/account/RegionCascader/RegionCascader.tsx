import { regionNames, type RegionNode, type RegionSelection } from '@huashi/domain';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Select, type SelectOption } from '../../../primitives/Select';
import { StyledFieldMessage } from '../../../internal/Field';
import { vars } from '../../../theme/vars';
import { column } from '../../../internal/flex';
import { stackedOnPhone } from '../../../internal/grid';

/** The codes chosen so far; a missing or empty code means "not chosen". */
export type RegionCascaderValue = { provinceId?: string; cityId?: string; districtId?: string };

export type RegionCascaderProps = {
  /** The region tree (province → city → district), e.g. the answer of POST /pc/home/area. */
  regions: readonly RegionNode[];
  value: RegionCascaderValue;
  /** Called with the new codes and their names; picking a higher level clears the levels below it. */
  onChange: (value: RegionSelection) => void;
  /** Validation message under the three selects (e.g. 请选择地址). */
  error?: string;
  /** Locks the three selects (e.g. self-pickup fixes the address). */
  disabled?: boolean;
  /** The tree is still loading: the selects wait and say so. */
  loading?: boolean;
  label?: ReactNode;
  className?: string;
};

const StyledGroup = styled.div`
  ${column(vars.space[1])}
  min-width: 0;
`;

const StyledLabel = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.textSecondary};
  line-height: ${vars.font.lineHeight.normal};
`;

/* A phone gives each level the full width, so long names (西双版纳傣族自治州) stay readable. */
const StyledRow = styled.div`
  ${stackedOnPhone(3, vars.space[2])}
`;

function options(nodes: readonly RegionNode[] | undefined): SelectOption[] {
  return (nodes ?? []).map((node) => ({ value: node.code, label: node.name }));
}

/** Province → city → district, three linked selects over the official division codes. */
export function RegionCascader({
  regions,
  value,
  onChange,
  error,
  disabled = false,
  loading = false,
  label,
  className,
}: RegionCascaderProps) {
  const id = useId();
  const labelId = `region-${id}-label`;
  const messageId = `region-${id}-message`;
  const province = regions.find((node) => node.code === value.provinceId);
  const city = province?.children?.find((node) => node.code === value.cityId);
  const cities = province?.children;
  const districts = city?.children;
  const locked = disabled || loading;

  const emit = (choice: RegionCascaderValue) => {
    const names = regionNames(regions, choice);
    if (names) onChange(names);
  };

  const described = error ? messageId : undefined;
  const placeholder = (text: string) => (loading ? '加载中' : text);

  return (
    <StyledGroup
      className={className}
      role="group"
      aria-labelledby={label !== undefined ? labelId : undefined}
      aria-label={label === undefined ? '所在地区' : undefined}
    >
      {label !== undefined && <StyledLabel id={labelId}>{label}</StyledLabel>}
      <StyledRow>
        <Select
          aria-label="省份"
          placeholder={placeholder('省份')}
          options={options(regions)}
          value={province ? province.code : ''}
          disabled={locked}
          aria-invalid={error && !province ? true : undefined}
          aria-describedby={described}
          onChange={(event) => emit({ provinceId: event.target.value })}
        />
        <Select
          aria-label="城市"
          placeholder={placeholder('城市')}
          options={options(cities)}
          value={city ? city.code : ''}
          disabled={locked || !province}
          aria-invalid={error && province && !city ? true : undefined}
          aria-describedby={described}
          onChange={(event) => emit({ provinceId: province?.code, cityId: event.target.value })}
        />
        <Select
          aria-label="区县"
          placeholder={placeholder('区县')}
          options={options(districts)}
          value={districts?.some((node) => node.code === value.districtId) ? (value.districtId ?? '') : ''}
          disabled={locked || !city || (districts?.length ?? 0) === 0}
          aria-describedby={described}
          onChange={(event) => emit({ provinceId: province?.code, cityId: city?.code, districtId: event.target.value })}
        />
      </StyledRow>
      {error ? (
        <StyledFieldMessage id={messageId} $tone="error" role="alert">
          {error}
        </StyledFieldMessage>
      ) : null}
    </StyledGroup>
  );
}
