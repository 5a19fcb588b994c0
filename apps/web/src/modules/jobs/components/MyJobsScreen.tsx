import { Button } from '@chakra-ui/react';
import { LuChartColumn } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { JobListScreen } from './JobListScreen';
import { MyJobCard } from './MyJobCard';

/**
 * /myjobs: the recruiter's own jobs. Spec section 7 also calls suggest-candidate once per job
 * here; that AI service arrives in a later issue, so nothing is called yet.
 */
export function MyJobsScreen() {
  return (
    <JobListScreen
      scope="mine"
      title="Jobs"
      description="The jobs you have posted, with their applicants and remaining positions."
      renderJob={(job) => <MyJobCard job={job} />}
      actions={
        <Button asChild variant="outline" alignSelf={{ base: 'flex-start', md: 'auto' }}>
          <RouterLink to="/insights">
            <LuChartColumn />
            Hiring insights
          </RouterLink>
        </Button>
      }
    />
  );
}
