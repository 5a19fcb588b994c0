import type { CreateJobRequest } from '@hirewise/contracts';
import { DEMO_CONTENT } from './demo-content';

/**
 * Demo jobs created on a first start (DEMO_DATA=true). The recruiters are the auth service's
 * demo accounts (apps/auth-service/src/demo/demo-users.ts); ids are fixed so other services'
 * demo rows can refer to them.
 */
export const DEMO_RECRUITERS = [
  { recruiterId: '0b6f3c2e-1d1a-4c1e-9a51-000000000001', name: 'Priya Sharma', companyName: 'Nimbus Labs' },
  { recruiterId: '0b6f3c2e-1d1a-4c1e-9a51-000000000002', name: 'Arjun Mehta', companyName: 'Kite Commerce' },
] as const;

const [PRIYA, ARJUN] = DEMO_RECRUITERS.map((r) => r.recruiterId);

export interface DemoJob extends CreateJobRequest {
  id: string;
  recruiterId: string;
  /** Days before the first start that it was posted, and days after it that applications close. */
  postedDaysAgo: number;
  deadlineInDays: number;
}

const id = (n: number) => `5f0c8a2d-7b3e-4d6a-8e21-0000000001${String(n).padStart(2, '0')}`;

const JOBS: DemoJob[] = [
  { id: id(1), recruiterId: PRIYA, title: 'Frontend Developer (React)', jobType: 'Full Time', salary: 60000, duration: 0, skillsets: ['React', 'TypeScript', 'CSS'], maxApplicants: 100, maxPositions: 3, interviewQuestions: 5, requiresInterview: true, postedDaysAgo: 2, deadlineInDays: 30 },
  { id: id(2), recruiterId: PRIYA, title: 'Backend Engineer (Node.js)', jobType: 'Full Time', salary: 85000, duration: 0, skillsets: ['Node.js', 'PostgreSQL', 'AWS'], maxApplicants: 80, maxPositions: 2, interviewQuestions: 5, requiresInterview: false, postedDaysAgo: 4, deadlineInDays: 45 },
  { id: id(3), recruiterId: PRIYA, title: 'Data Analyst Intern', jobType: 'Part Time', salary: 25000, duration: 3, skillsets: ['Python', 'SQL', 'Excel'], maxApplicants: 150, maxPositions: 5, interviewQuestions: 3, requiresInterview: false, postedDaysAgo: 1, deadlineInDays: 14 },
  { id: id(4), recruiterId: PRIYA, title: 'Flutter Mobile Developer', jobType: 'Work From Home', salary: 70000, duration: 6, skillsets: ['Flutter', 'Dart', 'Firebase'], maxApplicants: 60, maxPositions: 2, interviewQuestions: 5, requiresInterview: false, postedDaysAgo: 6, deadlineInDays: 20 },
  { id: id(5), recruiterId: ARJUN, title: 'Java Spring Boot Developer', jobType: 'Full Time', salary: 95000, duration: 0, skillsets: ['Java', 'Spring Boot', 'MySQL'], maxApplicants: 100, maxPositions: 4, interviewQuestions: 5, requiresInterview: false, postedDaysAgo: 3, deadlineInDays: 60 },
  { id: id(6), recruiterId: ARJUN, title: 'DevOps Engineer', jobType: 'Full Time', salary: 120000, duration: 0, skillsets: ['AWS', 'Docker', 'Kubernetes', 'Terraform'], maxApplicants: 50, maxPositions: 1, interviewQuestions: 7, requiresInterview: true, postedDaysAgo: 5, deadlineInDays: 25 },
  { id: id(7), recruiterId: ARJUN, title: 'Python Developer (Django)', jobType: 'Work From Home', salary: 65000, duration: 4, skillsets: ['Python', 'Django', 'REST APIs'], maxApplicants: 100, maxPositions: 3, interviewQuestions: 3, requiresInterview: false, postedDaysAgo: 7, deadlineInDays: 35 },
  { id: id(8), recruiterId: ARJUN, title: 'UI/UX Designer', jobType: 'Part Time', salary: 40000, duration: 2, skillsets: ['Figma', 'UI Design', 'Prototyping'], maxApplicants: 40, maxPositions: 1, interviewQuestions: 3, requiresInterview: false, postedDaysAgo: 2, deadlineInDays: 10 },
  { id: id(9), recruiterId: PRIYA, title: 'Machine Learning Engineer', jobType: 'Full Time', salary: 150000, duration: 0, skillsets: ['Python', 'TensorFlow', 'Machine Learning', 'SQL'], maxApplicants: 100, maxPositions: 2, interviewQuestions: 10, requiresInterview: false, postedDaysAgo: 8, deadlineInDays: 40 },
  { id: id(10), recruiterId: ARJUN, title: 'QA Automation Engineer', jobType: 'Full Time', salary: 55000, duration: 6, skillsets: ['Selenium', 'Java', 'Testing'], maxApplicants: 100, maxPositions: 2, interviewQuestions: 5, requiresInterview: false, postedDaysAgo: 3, deadlineInDays: 18 },
  { id: id(11), recruiterId: PRIYA, title: 'Full Stack Developer (MERN)', jobType: 'Work From Home', salary: 80000, duration: 5, skillsets: ['MongoDB', 'Express', 'React', 'Node.js'], maxApplicants: 100, maxPositions: 30, interviewQuestions: 5, requiresInterview: false, postedDaysAgo: 1, deadlineInDays: 50 },
  { id: id(12), recruiterId: ARJUN, title: 'Technical Support Associate', jobType: 'Part Time', salary: 28000, duration: 1, skillsets: ['Communication', 'Linux', 'SQL'], maxApplicants: 200, maxPositions: 10, interviewQuestions: 1, requiresInterview: false, postedDaysAgo: 0, deadlineInDays: 5 },
];

/** The demo jobs with their issue 19 content (demo-content.ts). */
export const DEMO_JOBS: DemoJob[] = JOBS.map((job, i) => ({ ...job, ...DEMO_CONTENT[i] }));
