import type { CreateJobRequest } from '@hirewise/contracts';

/**
 * What the demo jobs say about themselves (issue 19): a description in the rich-text allow-list,
 * where the job is, and whether it is remote. One entry per demo job, in DEMO_JOBS order; the
 * companies come from the demo recruiters' profiles.
 */
export const DEMO_CONTENT: Pick<CreateJobRequest, 'description' | 'location' | 'remote'>[] = [
  {
    location: { city: 'Bengaluru', country: 'India' },
    remote: false,
    description:
      '<p>Nimbus Labs builds the scheduling platform that 4,000 clinics use every day. You will own the patient-facing web app, written in <strong>React</strong> and <strong>TypeScript</strong>.</p><h3>What you will do</h3><ul><li>Ship new booking and payment flows with our designers</li><li>Keep pages fast on cheap phones and slow networks</li><li>Review code and mentor two junior developers</li></ul><h3>What we look for</h3><ul><li>3+ years of React in production</li><li>Solid CSS and accessibility habits</li><li>Curiosity about how users really work</li></ul>',
  },
  {
    location: { city: 'Bengaluru', country: 'India' },
    remote: false,
    description:
      '<p>Our backend team runs the APIs behind every appointment, reminder and invoice. You will design and build services in <strong>Node.js</strong> on <strong>PostgreSQL</strong>, deployed on AWS.</p><ul><li>Design REST APIs and data models with product managers</li><li>Make slow queries fast and keep on-call calm</li><li>Write tests that catch real bugs</li></ul><p>You have built and operated Node.js services for at least two years and know SQL well. Experience with queues and event-driven systems is a plus.</p>',
  },
  {
    location: { city: 'Pune', country: 'India' },
    remote: false,
    description:
      '<p>A three-month internship in our analytics team. You will help clinics understand no-shows and revenue with clear reports.</p><ul><li>Clean and join data with <strong>SQL</strong> and <strong>Python</strong> (pandas)</li><li>Build weekly dashboards in Excel and Metabase</li><li>Present one finding to the whole company</li></ul><p>Final-year students of statistics, economics or computer science are welcome. A stipend, a mentor and a certificate are included.</p>',
  },
  {
    location: { city: '', country: 'India' },
    remote: true,
    description:
      '<p>Fully remote role for a mobile developer who loves <strong>Flutter</strong>. You will build the Nimbus patient app for Android and iOS from one codebase.</p><ul><li>Build screens from Figma designs with Dart and Flutter</li><li>Use Firebase for sign-in, push notifications and crash reports</li><li>Release to both stores every two weeks</li></ul><p>You have shipped at least one Flutter app to the Play Store or App Store. Work from anywhere in India, with a team meetup twice a year.</p>',
  },
  {
    location: { city: 'Hyderabad', country: 'India' },
    remote: false,
    description:
      '<p>Kite Commerce processes payments for 60,000 small shops. Join the settlements team to build reliable <strong>Java</strong> services with <strong>Spring Boot</strong> and MySQL.</p><ul><li>Build and maintain microservices that move money correctly</li><li>Design database schemas and migrations</li><li>Improve monitoring, alerts and runbooks</li></ul><p>We expect 2+ years of Java and Spring Boot, good SQL and an eye for correctness. Knowledge of payment systems or Kafka is a plus.</p>',
  },
  {
    location: { city: 'Bengaluru', country: 'India' },
    remote: false,
    description:
      '<p>Own the infrastructure that keeps Kite Commerce payments online. We run on <strong>AWS</strong> with <strong>Docker</strong>, <strong>Kubernetes</strong> and Terraform.</p><ul><li>Automate infrastructure as code with Terraform</li><li>Run and upgrade our Kubernetes clusters</li><li>Build CI/CD pipelines and improve deployment safety</li><li>Lead incident reviews and make on-call quieter</li></ul><p>You have run production workloads on Kubernetes and know Linux networking. Experience with observability tools (Prometheus, Grafana) helps.</p>',
  },
  {
    location: { city: '', country: 'India' },
    remote: true,
    description:
      '<p>Remote-first role building the merchant dashboard API in <strong>Python</strong> and <strong>Django</strong>. A four-month contract with a chance to extend.</p><ul><li>Build REST APIs with Django REST Framework</li><li>Write background jobs for reports and exports</li><li>Keep test coverage and documentation up to date</li></ul><p>You have delivered Django projects before, write clean Python and enjoy working with a small, async team.</p>',
  },
  {
    location: { city: 'Mumbai', country: 'India' },
    remote: false,
    description:
      '<p>Part-time design role for a <strong>UI/UX designer</strong> to improve how shop owners set up and track payments.</p><ul><li>Run short user interviews and usability tests</li><li>Design flows, wireframes and prototypes in Figma</li><li>Maintain our design system with the frontend team</li></ul><p>Share a portfolio with at least two shipped products. Experience designing for first-time smartphone users is a strong plus.</p>',
  },
  {
    location: { city: 'Bengaluru', country: 'India' },
    remote: false,
    description:
      '<p>Build the models that predict which appointments will be missed and who needs a reminder. You will work on <strong>machine learning</strong> from data to production.</p><ul><li>Train and evaluate models with <strong>Python</strong> and TensorFlow</li><li>Build feature pipelines in SQL</li><li>Deploy models and monitor their drift</li></ul><p>We look for 3+ years of applied ML, strong statistics and the habit of measuring before and after. Experience with MLOps tools is a plus.</p>',
  },
  {
    location: { city: 'Pune', country: 'India' },
    remote: false,
    description:
      '<p>Help us release with confidence. As a <strong>QA automation engineer</strong> you will build and run test suites for web and API.</p><ul><li>Write end-to-end tests with <strong>Selenium</strong> and Java</li><li>Add API tests to the CI pipeline</li><li>Report, reproduce and track bugs with developers</li></ul><p>Six-month contract. You know testing fundamentals, have automated tests before and like finding the edge cases others miss.</p>',
  },
  {
    location: { city: '', country: 'India' },
    remote: true,
    description:
      '<p>Remote full stack role on our merchant onboarding product, built with the <strong>MERN</strong> stack: MongoDB, Express, React and Node.js.</p><ul><li>Build features end to end, from database to UI</li><li>Integrate KYC and bank verification APIs</li><li>Improve performance and error handling</li></ul><p>You have built full stack JavaScript apps and are comfortable with both React and Node.js. Freshers with strong projects may apply.</p>',
  },
  {
    location: { city: 'Jaipur', country: 'India' },
    remote: false,
    description:
      '<p>Part-time support role helping shop owners with payment and login questions by chat and phone.</p><ul><li>Answer tickets in English and Hindi</li><li>Troubleshoot simple Linux and SQL issues with our tools</li><li>Write help articles for common problems</li></ul><p>Good communication matters most. One month to start, with evening shifts available.</p>',
  },
];
