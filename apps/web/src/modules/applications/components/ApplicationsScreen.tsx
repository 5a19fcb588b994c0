import { UiMessages } from '../../ui/utils/messages';
import { PagedListView } from '../../ui/components/PagedListView';
import { Screen } from '../../ui/components/Screen';
import { useMyApplications } from '../hooks/use-my-applications';
import { ApplicationCard } from './ApplicationCard';

/** /applications: the applicant's applications, each status in its own colour. */
export function ApplicationsScreen() {
  const list = useMyApplications();
  return (
    <Screen title="Applications" description="Track the status of every job you have applied to.">
      <PagedListView
        list={list}
        label="Applications"
        emptyText={UiMessages.noApplications}
        getKey={(application) => application._id}
        renderItem={(application) => <ApplicationCard application={application} />}
      />
    </Screen>
  );
}
