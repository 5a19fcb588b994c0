import type { SignupRequest } from '@hirewise/contracts';

/** Demo accounts created on first start (DEMO_DATA=true); listed in the README. */
export const DEMO_PASSWORD = 'Hirewise@2026';

export const DEMO_USERS: (SignupRequest & { id: string })[] = [
  {
    id: '0b6f3c2e-1d1a-4c1e-9a51-000000000001',
    type: 'recruiter',
    email: 'priya.recruiter@hirewise.dev',
    password: DEMO_PASSWORD,
    name: 'Priya Sharma',
    bio: 'Talent lead at Nimbus Labs, hiring engineers for our Bengaluru and remote teams.',
    contactNumber: '+919876543210',
    companyName: 'Nimbus Labs',
  },
  {
    id: '0b6f3c2e-1d1a-4c1e-9a51-000000000002',
    type: 'recruiter',
    email: 'arjun.recruiter@hirewise.dev',
    password: DEMO_PASSWORD,
    name: 'Arjun Mehta',
    bio: 'Engineering manager at Kite Commerce. We build payments for small shops.',
    contactNumber: '+919812345678',
    companyName: 'Kite Commerce',
  },
  {
    id: '0b6f3c2e-1d1a-4c1e-9a51-000000000011',
    type: 'applicant',
    email: 'ananya.applicant@hirewise.dev',
    password: DEMO_PASSWORD,
    name: 'Ananya Iyer',
    education: [{ institutionName: 'IIT Madras', startYear: 2019, endYear: 2023 }],
    skills: ['JavaScript', 'React', 'Node.js'],
  },
  {
    id: '0b6f3c2e-1d1a-4c1e-9a51-000000000012',
    type: 'applicant',
    email: 'rahul.applicant@hirewise.dev',
    password: DEMO_PASSWORD,
    name: 'Rahul Verma',
    education: [{ institutionName: 'NIT Trichy', startYear: 2021 }],
    skills: ['Python', 'Algorithms', 'SQL'],
  },
];
