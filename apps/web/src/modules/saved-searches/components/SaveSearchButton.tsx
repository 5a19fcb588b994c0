import { lazy, Suspense, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { LuBellPlus, LuBellRing } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { JobFilters } from '../../jobs/utils/job-filters';
import { useSession } from '../../session/hooks/use-session';
import { SavedSearchTexts } from '../utils/saved-search-texts';

/**
 * The dialog is its own chunk, loaded when the applicant points at or opens the button: it needs the
 * contracts' saved-search module (zod), which the jobs page's first load must not carry
 * (tools/web-budget).
 */
const loadDialog = () => import('./SaveSearchDialog');
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));
const preload = () => void loadDialog();

/**
 * 'Save search' next to the filters on /home, for applicants only: saves the search as it is shown.
 * Once saved, a link to /saved-searches sits beside it.
 */
export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the dialog's own exit (focus back to the button).
  const [mounted, setMounted] = useState(false);
  const [saved, setSaved] = useState(false);
  if (session?.type !== 'applicant') return null;
  return (
    <>
      <Button
        variant="outline"
        colorPalette="brand"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <LuBellPlus /> {SavedSearchTexts.saveButton}
      </Button>
      {saved && (
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to="/saved-searches">
            <LuBellRing /> {SavedSearchTexts.viewSaved}
          </RouterLink>
        </Button>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} open={open} onOpenChange={setOpen} onSaved={() => setSaved(true)} />
        </Suspense>
      )}
    </>
  );
}
