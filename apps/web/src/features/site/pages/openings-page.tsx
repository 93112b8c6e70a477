import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { payText, placeText } from '@/lib/job-format';
import { useLoadedView } from '@/lib/use-loaded-view';
import { PageHero } from '../components/page-hero';
import { openingsPageLoader } from '../loaders';

/** The loader's openings; "Try again" asks it again, with the spinner while it does. */
function OpeningsPage() {
  const { view, retry } = useLoadedView(useLoaderData<typeof openingsPageLoader>().openings);
  const openings = view.status === 'ready' ? view.data : [];

  return (
    <>
      <PageHero
        eyebrow="Careers · Open positions"
        title="Open positions at Shuruaat"
        intro="Each opening is a normal listing on Shuruaat: read the details, then apply with your profile and resume."
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {view.status === 'loading' ? <PageLoader /> : null}
        {view.status === 'failed' ? (
          <div className="space-y-4">
            <Alert>{view.message}</Alert>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : null}
        {view.status === 'ready' && openings.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            No roles are open right now. We post new ones here first; you can also write to{' '}
            <a
              href="mailto:careers@shuruaat.in"
              className="font-semibold text-indigo-800 underline"
            >
              careers@shuruaat.in
            </a>{' '}
            with what you would like to work on.
          </p>
        ) : null}
        <ul className="grid gap-4 md:grid-cols-2">
          {openings.map((job) => (
            <li key={job._id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-indigo-950">
                <Link to={`/jobs/${job.slug}`} className="hover:underline">
                  {job.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {placeText(job)} · {payText(job)}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <ButtonLink to={`/jobs/${job.slug}`} variant="outline" size="sm">
                  View details
                </ButtonLink>
                <ButtonLink to={`/applyjob/${job._id}`} size="sm">
                  Apply
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export const openingsPageRoute = { Component: OpeningsPage, loader: openingsPageLoader };
