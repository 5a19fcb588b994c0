/**
 * The role families of the relevance corpus: how real job posts of each kind are titled, which
 * skills they list (the first two always) and what their descriptions say. Written as a
 * recruiter would, not from the search's code.
 */
export interface Family {
  id: string;
  titles: string[];
  /** Seniority words this kind of post is titled with ('' = none). */
  levels: string[];
  skills: string[];
  /** What the job holder does. `{skill}` is one of the job's own skills. */
  duties: string[];
  /** What is asked of applicants. */
  asks: string[];
}

export const FAMILIES: Family[] = [
  {
    id: 'frontend',
    titles: ['JavaScript Developer', 'Frontend Developer', 'React Developer', 'Frontend Engineer', 'UI Developer'],
    levels: ['', '', 'Senior', 'Junior', 'Lead'],
    skills: ['JavaScript', 'React', 'CSS', 'HTML', 'TypeScript', 'Redux', 'Next.js'],
    duties: [
      'build responsive web pages from designs and keep them fast on slow networks',
      'write reusable components in {skill} and cover them with tests',
      'work with designers to polish interactions and accessibility',
      'improve page load times and fix rendering bugs reported by users',
      'review pull requests and help keep the frontend codebase clean',
      'integrate the web app with our REST APIs and handle errors gracefully',
    ],
    asks: [
      'solid experience with {skill} in production',
      'a good eye for layout, typography and browser quirks',
      'comfort with modern JavaScript tooling and version control',
    ],
  },
  {
    id: 'node',
    titles: ['Node.js Developer', 'Backend Developer', 'Backend Engineer (Node.js)'],
    levels: ['', 'Senior', 'Junior'],
    skills: ['Node.js', 'JavaScript', 'Express', 'MongoDB', 'PostgreSQL', 'REST APIs', 'TypeScript'],
    duties: [
      'design and build APIs in {skill} that serve thousands of requests per second',
      'model data and write efficient database queries',
      'add monitoring and alerts so problems are found before customers notice',
      'write integration tests and keep the deployment pipeline green',
      'break a large service into smaller ones without downtime',
    ],
    asks: ['two or more years of backend work with {skill}', 'a clear understanding of HTTP, caching and databases', 'experience running services in production'],
  },
  {
    id: 'fullstack',
    titles: ['Full Stack Developer', 'Full Stack Engineer', 'MERN Stack Developer'],
    levels: ['', 'Senior', 'Junior'],
    skills: ['React', 'Node.js', 'JavaScript', 'MongoDB', 'Express', 'TypeScript'],
    duties: [
      'own features end to end, from the database to the user interface',
      'build screens in React and the APIs behind them in Node.js',
      'talk to customers with the product manager to understand their problems',
      'keep the application secure, fast and easy to change',
    ],
    asks: ['hands-on experience with {skill} on both client and server', 'the habit of writing tests for the code you ship', 'a portfolio or repositories we can look at'],
  },
  {
    id: 'java',
    titles: ['Java Developer', 'Java Backend Engineer', 'Spring Boot Developer'],
    levels: ['', 'Senior', 'Junior', 'Lead'],
    skills: ['Java', 'Spring Boot', 'Hibernate', 'MySQL', 'Microservices', 'Kafka'],
    duties: [
      'build reliable microservices in {skill} for our payments platform',
      'design database schemas and write migrations that run safely',
      'profile slow endpoints and tune the JVM and queries',
      'take part in design reviews and on-call rotations',
    ],
    asks: ['strong Java fundamentals and experience with {skill}', 'knowledge of SQL and transactions', 'experience with message queues is a plus'],
  },
  {
    id: 'python',
    titles: ['Python Developer', 'Django Developer', 'Backend Engineer (Python)'],
    levels: ['', 'Senior', 'Junior'],
    skills: ['Python', 'Django', 'Flask', 'PostgreSQL', 'REST APIs', 'Celery'],
    duties: [
      'build web services and background jobs in {skill}',
      'write clean, tested Python code and review the code of others',
      'automate internal workflows that are done by hand today',
      'keep our APIs documented and easy to use',
    ],
    asks: ['professional experience with Python and {skill}', 'familiarity with relational databases', 'good written communication'],
  },
  {
    id: 'ml',
    titles: ['Data Scientist', 'Machine Learning Engineer', 'ML Engineer', 'AI Engineer'],
    levels: ['', 'Senior', 'Lead'],
    skills: ['Python', 'Machine Learning', 'TensorFlow', 'PyTorch', 'scikit-learn', 'SQL', 'Deep Learning', 'NLP'],
    duties: [
      'train and evaluate models that predict customer behaviour',
      'build feature pipelines and experiments with {skill}',
      'deploy models to production and monitor their accuracy over time',
      'explain results to business teams in plain language',
    ],
    asks: ['a strong grounding in statistics and {skill}', 'experience taking models from notebooks to production', 'a degree in a quantitative field'],
  },
  {
    id: 'analyst',
    titles: ['Data Analyst', 'Business Analyst', 'BI Analyst', 'Reporting Analyst'],
    levels: ['', 'Senior', 'Junior'],
    skills: ['SQL', 'Excel', 'Power BI', 'Tableau', 'Python', 'Statistics'],
    duties: [
      'turn raw data into dashboards that managers use every week',
      'answer business questions with {skill} and clear charts',
      'define metrics with product and finance teams',
      'check data quality and fix broken reports',
    ],
    asks: ['very good {skill} skills', 'the ability to explain numbers to people who do not love them', 'attention to detail'],
  },
  {
    id: 'dataeng',
    titles: ['Data Engineer', 'Big Data Engineer', 'ETL Developer'],
    levels: ['', 'Senior'],
    skills: ['Spark', 'SQL', 'Python', 'Airflow', 'Kafka', 'AWS'],
    duties: [
      'build batch and streaming pipelines with {skill}',
      'model the warehouse so analysts can trust the numbers',
      'reduce the cost and run time of nightly jobs',
      'own data contracts with the teams that produce events',
    ],
    asks: ['experience building pipelines with {skill}', 'strong SQL', 'an understanding of distributed systems'],
  },
  {
    id: 'devops',
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Platform Engineer'],
    levels: ['', 'Senior', 'Lead'],
    skills: ['Kubernetes', 'Docker', 'AWS', 'Terraform', 'Linux', 'Jenkins', 'CI/CD', 'Go'],
    duties: [
      'run our clusters with {skill} and keep them patched',
      'automate infrastructure as code and review changes to it',
      'improve CI/CD pipelines so teams can ship several times a day',
      'lead incident reviews and make on-call quieter',
    ],
    asks: ['production experience with {skill}', 'good Linux and networking knowledge', 'scripting in Bash or Python'],
  },
  {
    id: 'android',
    titles: ['Android Developer', 'Mobile Developer (Android)'],
    levels: ['', 'Senior', 'Junior'],
    skills: ['Kotlin', 'Android SDK', 'Java', 'Jetpack Compose', 'Firebase'],
    duties: ['build Android app features in {skill}', 'keep the app fast and small on low-end phones', 'release to the Play Store every two weeks'],
    asks: ['apps on the Play Store that you worked on', 'experience with {skill}', 'an understanding of mobile app architecture'],
  },
  {
    id: 'ios',
    titles: ['iOS Developer', 'Mobile Developer (iOS)'],
    levels: ['', 'Senior'],
    skills: ['Swift', 'iOS', 'SwiftUI', 'Xcode'],
    duties: ['build iPhone app features in {skill}', 'work with designers on smooth animations', 'ship to the App Store on a steady schedule'],
    asks: ['experience with {skill} and UIKit or SwiftUI', 'apps on the App Store', 'care for detail and performance'],
  },
  {
    id: 'flutter',
    titles: ['Flutter Developer', 'Mobile App Developer (Flutter)'],
    levels: ['', 'Junior'],
    skills: ['Flutter', 'Dart', 'Firebase'],
    duties: ['build one app for Android and iOS with {skill}', 'integrate push notifications and payments', 'fix crashes reported by users'],
    asks: ['a published Flutter app', 'experience with {skill}', 'state management experience'],
  },
  {
    id: 'qa',
    titles: ['QA Engineer', 'Test Automation Engineer', 'Software Tester', 'QA Analyst'],
    levels: ['', 'Senior', 'Junior'],
    skills: ['Selenium', 'Manual Testing', 'Cypress', 'API Testing', 'JIRA', 'Java'],
    duties: [
      'write automated end-to-end tests with {skill}',
      'plan test cases for new features with developers',
      'report bugs clearly and verify the fixes',
      'keep the regression suite fast and reliable',
    ],
    asks: ['experience with {skill}', 'a sharp eye for edge cases', 'knowledge of testing fundamentals'],
  },
  {
    id: 'design',
    titles: ['UI/UX Designer', 'Product Designer', 'Graphic Designer', 'Visual Designer'],
    levels: ['', 'Senior', 'Junior'],
    skills: ['Figma', 'User Research', 'Prototyping', 'Adobe XD', 'Photoshop', 'Illustrator'],
    duties: ['design flows, wireframes and prototypes in {skill}', 'run usability tests with real users', 'maintain the design system with engineers'],
    asks: ['a portfolio that shows your process', 'fluency in {skill}', 'clear communication of design decisions'],
  },
  {
    id: 'accounts',
    titles: ['Accountant', 'Senior Accountant', 'Accounts Executive', 'Finance Analyst'],
    levels: [''],
    skills: ['Tally', 'GST', 'Excel', 'Accounting', 'Taxation'],
    duties: ['maintain the books of accounts in {skill}', 'file GST returns and handle TDS', 'prepare monthly reports for the finance head'],
    asks: ['a commerce degree', 'working knowledge of {skill}', 'accuracy with numbers'],
  },
  {
    id: 'hr',
    titles: ['HR Executive', 'Human Resources Manager', 'Talent Acquisition Specialist', 'HR Generalist'],
    levels: ['', 'Senior'],
    skills: ['Recruitment', 'Onboarding', 'Payroll', 'Employee Relations'],
    duties: ['manage {skill} for teams across offices', 'run interviews and onboarding for new joiners', 'handle employee questions on leave and policy'],
    asks: ['an MBA in HR or similar', 'experience with {skill}', 'strong people skills'],
  },
  {
    id: 'sales',
    titles: ['Sales Executive', 'Business Development Executive', 'Inside Sales Representative', 'Sales Manager'],
    levels: [''],
    skills: ['Sales', 'Negotiation', 'CRM', 'Lead Generation', 'Communication'],
    duties: ['meet monthly sales targets in your region', 'find new customers through {skill}', 'keep the CRM up to date'],
    asks: ['a track record of meeting targets', 'good {skill} skills', 'willingness to travel'],
  },
  {
    id: 'marketing',
    titles: ['Digital Marketing Executive', 'SEO Specialist', 'Content Marketing Manager', 'Social Media Manager'],
    levels: [''],
    skills: ['SEO', 'Google Ads', 'Content Writing', 'Social Media', 'Analytics'],
    duties: ['plan campaigns across {skill} and email', 'grow organic traffic month on month', 'measure what works and cut what does not'],
    asks: ['hands-on {skill} experience', 'a portfolio of campaigns', 'comfort with numbers'],
  },
  {
    id: 'support',
    titles: ['Customer Support Executive', 'Technical Support Engineer', 'Customer Success Associate'],
    levels: [''],
    skills: ['Communication', 'Troubleshooting', 'Zendesk', 'CRM'],
    duties: ['answer customer questions by chat, email and phone', 'troubleshoot account issues with {skill}', 'write help articles for common problems'],
    asks: ['fluent English and Hindi', 'patience and empathy', 'experience with {skill}'],
  },
  {
    id: 'golang',
    titles: ['Go Developer', 'Golang Engineer', 'Backend Engineer (Go)'],
    levels: ['', 'Senior'],
    skills: ['Go', 'gRPC', 'PostgreSQL', 'Docker', 'Kubernetes'],
    duties: ['build high-throughput services in {skill}', 'design gRPC APIs between services', 'profile and optimize hot paths'],
    asks: ['production experience with Go', 'knowledge of {skill}', 'a taste for simple designs'],
  },
  {
    id: 'dotnet',
    titles: ['.NET Developer', 'C# Developer', 'ASP.NET Developer'],
    levels: ['', 'Senior'],
    skills: ['C#', '.NET', 'ASP.NET', 'SQL Server', 'Azure'],
    duties: ['build business applications in {skill}', 'maintain web APIs on ASP.NET Core', 'move services to Azure'],
    asks: ['experience with C# and {skill}', 'good SQL Server knowledge', 'clean coding habits'],
  },
  {
    id: 'cpp',
    titles: ['C++ Developer', 'Embedded Software Engineer', 'Game Developer'],
    levels: ['', 'Senior'],
    skills: ['C++', 'C', 'Embedded Systems', 'Linux', 'Unreal Engine'],
    duties: ['write performance-critical code in {skill}', 'debug problems on real hardware', 'optimize memory use and frame times'],
    asks: ['strong C++ skills', 'experience with {skill}', 'understanding of computer architecture'],
  },
  {
    id: 'writer',
    titles: ['Technical Writer', 'Content Writer', 'Copywriter'],
    levels: [''],
    skills: ['Technical Writing', 'Content Writing', 'Editing', 'Markdown'],
    duties: ['write guides and reference docs using {skill}', 'work with engineers to explain features simply', 'edit and review the writing of others'],
    asks: ['writing samples', 'experience with {skill}', 'a clear and simple style'],
  },
  {
    id: 'pm',
    titles: ['Product Manager', 'Project Manager', 'Scrum Master'],
    levels: ['', 'Senior'],
    skills: ['Agile', 'Scrum', 'JIRA', 'Roadmapping', 'Stakeholder Management'],
    duties: ['plan and prioritise the roadmap with {skill}', 'run sprint planning and reviews', 'keep stakeholders informed of progress and risks'],
    asks: ['experience with {skill}', 'clear written communication', 'experience working with engineering teams'],
  },
];

export const COMPANIES = [
  'Nimbus Labs', 'Kite Commerce', 'Orbit Health', 'Saffron Foods', 'Indigo Logistics', 'Banyan Finance', 'Peacock Media', 'Lotus Learning',
  'Monsoon Games', 'Tiger Analytics Co', 'Coral Retail', 'Everest Insurance', 'Delta Mobility', 'Cedar Software', 'Quartz Payments',
  'Harbor Travel', 'Maple Energy', 'Falcon Security', 'Jade Pharma', 'Summit Realty',
];

export const PLACES: { city: string; country: string }[] = [
  { city: 'Bengaluru', country: 'India' }, { city: 'Pune', country: 'India' }, { city: 'Hyderabad', country: 'India' }, { city: 'Chennai', country: 'India' },
  { city: 'Mumbai', country: 'India' }, { city: 'Delhi', country: 'India' }, { city: 'Gurugram', country: 'India' }, { city: 'Noida', country: 'India' },
  { city: 'Kolkata', country: 'India' }, { city: 'Ahmedabad', country: 'India' }, { city: 'Jaipur', country: 'India' }, { city: 'Kochi', country: 'India' },
  { city: 'Berlin', country: 'Germany' }, { city: 'London', country: 'United Kingdom' }, { city: 'Singapore', country: 'Singapore' }, { city: 'Dubai', country: 'United Arab Emirates' },
];

/** Sentences any post may have. */
export const GENERIC = [
  'We offer health insurance for you and your family.',
  'You will join a small team that ships every week.',
  'Flexible working hours and a yearly learning budget are included.',
  'We value clear writing, kindness and ownership.',
  'Our office is close to the metro and has a quiet floor for focused work.',
  'Salary is reviewed twice a year based on impact.',
  'We are growing fast and promote from within.',
  'You will have a mentor during your first three months.',
];
