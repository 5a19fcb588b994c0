import { SavedSearchesScreen } from '../modules/saved-searches/components/SavedSearchesScreen';

export function SavedSearchesPage() {
  return <SavedSearchesScreen />;
}
