import { Button, Wrap } from '@chakra-ui/react';
import type { SalaryBandCount } from '@hirewise/contracts/jobs';
import { bandText, bandThumbs, jobCount } from '../utils/job-facets';

/** Under the salary slider: open jobs per salary band; a band sets the slider to it. */
export function SalaryBands({ bands, onPick }: { bands: readonly SalaryBandCount[]; onPick: (thumbs: [number, number]) => void }) {
  if (!Array.isArray(bands) || bands.length === 0) return null;
  return (
    <Wrap gap="2" role="group" aria-label="Salary bands" mt="-3">
      {bands.map((band) => (
        <Button key={band.min} size="xs" variant="outline" disabled={band.count === 0} onClick={() => onPick(bandThumbs(band))}>
          {bandText(band)}: {jobCount(band.count)}
        </Button>
      ))}
    </Wrap>
  );
}
