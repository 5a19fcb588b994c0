import { useId } from 'react';
import { HStack, Slider, Text, VisuallyHidden } from '@chakra-ui/react';
import { SALARY_SLIDER } from '@hirewise/contracts/constants';
import { formatSliderSalary } from '../utils/job-format';

interface SalaryRangeFieldProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

/** Two thumbs over 0-100 thousand rupees a month (spec section 9). */
export function SalaryRangeField({ value, onChange }: SalaryRangeFieldProps) {
  const [min, max] = value;
  // Each thumb needs its own name; without these ids both would be named by the slider's label.
  const minId = useId();
  const maxId = useId();
  return (
    <Slider.Root
      value={value}
      onValueChange={(details) => onChange([details.value[0] ?? min, details.value[1] ?? max])}
      min={SALARY_SLIDER.min}
      max={SALARY_SLIDER.max}
      step={SALARY_SLIDER.step}
      colorPalette="brand"
      // eslint-disable-next-line jsx-a11y/aria-proptypes -- Ark's Slider prop, not a DOM attribute: one label id per thumb (zag-js slider.types: string[])
      aria-labelledby={[minId, maxId]}
      getAriaValueText={(details) => formatSliderSalary(details.value)}
    >
      <HStack justify="space-between">
        <Slider.Label fontWeight="medium">Salary (per month)</Slider.Label>
        <Text textStyle="sm" color="fg.muted" data-testid="salary-range">
          {formatSliderSalary(min)} – {formatSliderSalary(max)}
          {max === SALARY_SLIDER.max ? '+' : ''}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
      <VisuallyHidden id={minId}>Minimum salary</VisuallyHidden>
      <VisuallyHidden id={maxId}>Maximum salary</VisuallyHidden>
    </Slider.Root>
  );
}
