import type { IconType } from 'react-icons';
import { LuBot, LuBriefcase, LuFileText, LuGraduationCap, LuListChecks, LuVideo } from 'react-icons/lu';

export interface Service {
  title: string;
  text: string;
  icon: IconType;
  to: string;
}

export const SERVICES: Service[] = [
  {
    title: 'AI Interview',
    text: 'Answer interview questions by voice or on video. The AI transcribes your answers, scores them out of 100 and shares the result with the recruiter.',
    icon: LuVideo,
    to: '/ai-interview',
  },
  {
    title: 'Learning Agent',
    text: 'Tell it the skill you want and the time you have. It plans a learning path with prerequisites, milestones and time estimates.',
    icon: LuGraduationCap,
    to: '/candidate',
  },
  {
    title: 'Skill Assessment',
    text: 'Chat with an assessment bot on JavaScript, Python, React or Algorithms and see your strong areas and the ones to improve.',
    icon: LuListChecks,
    to: '/assessment',
  },
  {
    title: 'Recruiter Agent',
    text: 'Paste a job description and a candidate profile. The agent writes a structured evaluation to support your hiring decision.',
    icon: LuBot,
    to: '/recruiter',
  },
  {
    title: 'Resume Builder',
    text: 'Fill in your experience and technologies and get a clean, printable resume with a professional summary.',
    icon: LuFileText,
    to: '/resume',
  },
  {
    title: 'Job search',
    text: 'Search full-time, part-time and work-from-home roles, filter by salary in rupees and duration, and apply in a minute.',
    icon: LuBriefcase,
    to: '/home',
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

/** Exactly four questions about the AI platform (spec section 1). */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'How does the AI interview work?',
    answer:
      'When you are shortlisted, or when a job asks for it, you can start an AI interview. A question is read aloud, you answer by voice (and on camera for video interviews), and your answer is transcribed and scored out of 100 against what a strong answer covers.',
  },
  {
    question: 'Who can see my interview recording and score?',
    answer:
      'Only you and the recruiter who owns the job you applied to. Recordings and scores are never shown to other recruiters or applicants.',
  },
  {
    question: 'Does the AI decide whether I get the job?',
    answer:
      'No. Scores and Recruiter Agent suggestions help recruiters compare candidates, but a person reviews every application and makes the decision to shortlist, accept or reject.',
  },
  {
    question: 'Is the Learning Agent free to use?',
    answer:
      'Yes. Any signed-in applicant can ask the Learning Agent for a learning path and take skill assessments as often as they like, at no cost.',
  },
];
