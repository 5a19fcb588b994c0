import { Navigate, Route, Routes } from 'react-router-dom';
import { AppShell } from '../modules/layout/components/AppShell';
import { RedirectIfSignedIn } from '../modules/session/components/RedirectIfSignedIn';
import { RequireRole } from '../modules/session/components/RequireRole';
import { RequireToken } from '../modules/session/components/RequireToken';
import { LandingPage } from '../pages/LandingPage';
import { LogoutPage } from '../pages/LogoutPage';
import { lazyPage } from './lazy-page';

// Every screen but the landing page is its own chunk (route-level code splitting): the first load
// carries the shell and the visited screen only (docs/performance.md, "Web bundle"). The landing
// page is small and the most visited entry, so it stays in the entry chunk: no second round trip
// before it can paint. The logout page is in it too: it is tiny, shows at once, and stays on screen
// until the login page's chunk is loaded (an empty page after logout otherwise).
const AboutUsPage = lazyPage(() => import('../pages/AboutUsPage').then((m) => m.AboutUsPage));
const AddJobPage = lazyPage(() => import('../pages/AddJobPage').then((m) => m.AddJobPage));
const AiInterviewPage = lazyPage(() => import('../pages/AiInterviewPage').then((m) => m.AiInterviewPage));
const ApplicationsPage = lazyPage(() => import('../pages/ApplicationsPage').then((m) => m.ApplicationsPage));
const AudioInterviewPage = lazyPage(() => import('../pages/AudioInterviewPage').then((m) => m.AudioInterviewPage));
const BlogPage = lazyPage(() => import('../pages/BlogPage').then((m) => m.BlogPage));
const CareerTipsPage = lazyPage(() => import('../pages/CareerTipsPage').then((m) => m.CareerTipsPage));
const CareersPage = lazyPage(() => import('../pages/CareersPage').then((m) => m.CareersPage));
const ContactPage = lazyPage(() => import('../pages/ContactPage').then((m) => m.ContactPage));
const EmployeesPage = lazyPage(() => import('../pages/EmployeesPage').then((m) => m.EmployeesPage));
const InsightsPage = lazyPage(() => import('../pages/InsightsPage').then((m) => m.InsightsPage));
const JobPage = lazyPage(() => import('../pages/JobPage').then((m) => m.JobPage));
const JobApplicationsPage = lazyPage(() => import('../pages/JobApplicationsPage').then((m) => m.JobApplicationsPage));
const JobsPage = lazyPage(() => import('../pages/JobsPage').then((m) => m.JobsPage));
const LearningAgentPage = lazyPage(() => import('../pages/LearningAgentPage').then((m) => m.LearningAgentPage));
const LoginPage = lazyPage(() => import('../pages/LoginPage').then((m) => m.LoginPage));
const MyJobsPage = lazyPage(() => import('../pages/MyJobsPage').then((m) => m.MyJobsPage));
const NotificationsPage = lazyPage(() => import('../pages/NotificationsPage').then((m) => m.NotificationsPage));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage));
const PrivacyPolicyPage = lazyPage(() => import('../pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage));
const ProfilePage = lazyPage(() => import('../pages/ProfilePage').then((m) => m.ProfilePage));
const RecruiterAgentPage = lazyPage(() => import('../pages/RecruiterAgentPage').then((m) => m.RecruiterAgentPage));
const ResumeBuilderPage = lazyPage(() => import('../pages/ResumeBuilderPage').then((m) => m.ResumeBuilderPage));
const SavedSearchesPage = lazyPage(() => import('../pages/SavedSearchesPage').then((m) => m.SavedSearchesPage));
const SignupPage = lazyPage(() => import('../pages/SignupPage').then((m) => m.SignupPage));
const SkillAssessmentPage = lazyPage(() => import('../pages/SkillAssessmentPage').then((m) => m.SkillAssessmentPage));
const SupportPage = lazyPage(() => import('../pages/SupportPage').then((m) => m.SupportPage));
const UnsubscribePage = lazyPage(() => import('../pages/UnsubscribePage').then((m) => m.UnsubscribePage));
const VideoInterviewPage = lazyPage(() => import('../pages/VideoInterviewPage').then((m) => m.VideoInterviewPage));
const WebhooksPage = lazyPage(() => import('../pages/WebhooksPage').then((m) => m.WebhooksPage));

const LAZY_PAGES = [
  AboutUsPage,
  AddJobPage,
  AiInterviewPage,
  ApplicationsPage,
  AudioInterviewPage,
  BlogPage,
  CareerTipsPage,
  CareersPage,
  ContactPage,
  EmployeesPage,
  InsightsPage,
  JobPage,
  JobApplicationsPage,
  JobsPage,
  LearningAgentPage,
  LoginPage,
  MyJobsPage,
  NotFoundPage,
  NotificationsPage,
  PrivacyPolicyPage,
  ProfilePage,
  RecruiterAgentPage,
  ResumeBuilderPage,
  SavedSearchesPage,
  SignupPage,
  SkillAssessmentPage,
  SupportPage,
  UnsubscribePage,
  VideoInterviewPage,
  WebhooksPage,
];

/** Loads every screen's chunk (the jsdom tests render routes synchronously after this). */
export function preloadPages(): Promise<void> {
  return Promise.all(LAZY_PAGES.map((page) => page.preload())).then(() => undefined);
}

/** Every route of spec section 2 plus the footer links, inside the shell (nav bar + footer). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn>} />
        <Route path="signup" element={<RedirectIfSignedIn><SignupPage /></RedirectIfSignedIn>} />
        <Route path="logout" element={<LogoutPage beforeLeave={LoginPage.preload} />} />
        <Route path="home" element={<JobsPage />} />
        {/* Screens of one role (spec section 6): the other role reads whose screen it is. */}
        <Route path="applications" element={<RequireRole userType="applicant"><ApplicationsPage /></RequireRole>} />
        <Route path="profile" element={<RequireToken><ProfilePage /></RequireToken>} />
        <Route path="notifications" element={<RequireToken><NotificationsPage /></RequireToken>} />
        {/* Job alerts and webhooks (issue 18): one role each, like the screens below. */}
        <Route path="saved-searches" element={<RequireRole userType="applicant"><SavedSearchesPage /></RequireRole>} />
        <Route path="webhooks" element={<RequireRole userType="recruiter"><WebhooksPage /></RequireRole>} />
        <Route path="addjob" element={<RequireRole userType="recruiter"><AddJobPage /></RequireRole>} />
        <Route path="myjobs" element={<RequireRole userType="recruiter"><MyJobsPage /></RequireRole>} />
        <Route path="job/applications/:jobId" element={<RequireRole userType="recruiter"><JobApplicationsPage /></RequireRole>} />
        <Route path="employees" element={<RequireRole userType="recruiter"><EmployeesPage /></RequireRole>} />
        {/* Hiring insights (issue 21): the funnel and the adverse-impact report, linked from My jobs. */}
        <Route path="insights" element={<RequireRole userType="recruiter"><InsightsPage /></RequireRole>} />
        <Route path="candidate" element={<RequireRole userType="applicant"><LearningAgentPage /></RequireRole>} />
        {/* The spec does not show the assessment's route; ours (docs/web-ai.md). */}
        <Route path="assessment" element={<RequireRole userType="applicant"><SkillAssessmentPage /></RequireRole>} />
        <Route path="ai-interview" element={<AiInterviewPage />} />
        <Route path="resume" element={<ResumeBuilderPage />} />
        <Route path="recruiter" element={<RequireRole userType="recruiter"><RecruiterAgentPage /></RequireRole>} />
        <Route path="interview/:jobId/:applicationId" element={<RequireRole userType="applicant"><VideoInterviewPage /></RequireRole>} />
        <Route path="jobs/:jobId/interview" element={<RequireRole userType="applicant"><AudioInterviewPage /></RequireRole>} />
        {/* A job's public page (issue 19, PublicPages.job): readable signed out; the gateway serves it
            with the job's meta tags and JSON-LD, and the job itself for the first paint. */}
        <Route path="jobs/:id" element={<JobPage />} />
        {/* An email's unsubscribe link (issue 18): public, the token is the credential. */}
        <Route path="unsubscribe" element={<UnsubscribePage />} />

        {/* Footer links (spec section 2). */}
        <Route path="jobs" element={<Navigate to="/home" replace />} />
        <Route path="post-job" element={<Navigate to="/addjob" replace />} />
        <Route path="resume-builder" element={<Navigate to="/resume" replace />} />
        <Route path="faq" element={<Navigate to={{ pathname: '/', hash: '#faq' }} replace />} />
        <Route path="support" element={<SupportPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="career-tips" element={<CareerTipsPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="about-us" element={<AboutUsPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
