import { Navigate, Route, Routes } from 'react-router-dom';
import { AppShell } from '../modules/layout/components/AppShell';
import { RedirectIfSignedIn } from '../modules/session/components/RedirectIfSignedIn';
import { RequireToken } from '../modules/session/components/RequireToken';
import { AboutUsPage } from '../pages/AboutUsPage';
import { AddJobPage } from '../pages/AddJobPage';
import { AiInterviewPage } from '../pages/AiInterviewPage';
import { ApplicationsPage } from '../pages/ApplicationsPage';
import { AudioInterviewPage } from '../pages/AudioInterviewPage';
import { BlogPage } from '../pages/BlogPage';
import { CareerTipsPage } from '../pages/CareerTipsPage';
import { CareersPage } from '../pages/CareersPage';
import { ContactPage } from '../pages/ContactPage';
import { EmployeesPage } from '../pages/EmployeesPage';
import { JobApplicationsPage } from '../pages/JobApplicationsPage';
import { JobsPage } from '../pages/JobsPage';
import { LandingPage } from '../pages/LandingPage';
import { LearningAgentPage } from '../pages/LearningAgentPage';
import { LoginPage } from '../pages/LoginPage';
import { LogoutPage } from '../pages/LogoutPage';
import { MyJobsPage } from '../pages/MyJobsPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { ProfilePage } from '../pages/ProfilePage';
import { RecruiterAgentPage } from '../pages/RecruiterAgentPage';
import { ResumeBuilderPage } from '../pages/ResumeBuilderPage';
import { SignupPage } from '../pages/SignupPage';
import { SkillAssessmentPage } from '../pages/SkillAssessmentPage';
import { SupportPage } from '../pages/SupportPage';
import { VideoInterviewPage } from '../pages/VideoInterviewPage';

/** Every route of spec section 2 plus the footer links, inside the shell (nav bar + footer). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<RedirectIfSignedIn><LoginPage /></RedirectIfSignedIn>} />
        <Route path="signup" element={<RedirectIfSignedIn><SignupPage /></RedirectIfSignedIn>} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="home" element={<JobsPage />} />
        <Route path="applications" element={<RequireToken><ApplicationsPage /></RequireToken>} />
        <Route path="profile" element={<RequireToken><ProfilePage /></RequireToken>} />
        <Route path="addjob" element={<RequireToken><AddJobPage /></RequireToken>} />
        <Route path="myjobs" element={<RequireToken><MyJobsPage /></RequireToken>} />
        <Route path="job/applications/:jobId" element={<RequireToken><JobApplicationsPage /></RequireToken>} />
        <Route path="employees" element={<RequireToken><EmployeesPage /></RequireToken>} />
        <Route path="candidate" element={<RequireToken><LearningAgentPage /></RequireToken>} />
        {/* The spec does not show the assessment's route; ours (docs/web-ai.md). */}
        <Route path="assessment" element={<RequireToken><SkillAssessmentPage /></RequireToken>} />
        <Route path="ai-interview" element={<AiInterviewPage />} />
        <Route path="resume" element={<ResumeBuilderPage />} />
        <Route path="recruiter" element={<RequireToken><RecruiterAgentPage /></RequireToken>} />
        <Route path="interview/:jobId/:applicationId" element={<VideoInterviewPage />} />
        <Route path="jobs/:jobId/interview" element={<AudioInterviewPage />} />

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
