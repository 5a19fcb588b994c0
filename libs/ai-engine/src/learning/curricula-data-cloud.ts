import { curriculum } from './curriculum-types';

const PY = 'https://docs.python.org/3';
const PG = 'https://www.postgresql.org/docs/current';
const AWS = 'https://docs.aws.amazon.com';
const K8S = 'https://kubernetes.io/docs';
const TF = 'https://developer.hashicorp.com/terraform';
const AZ = 'https://learn.microsoft.com/en-us/azure';

export const DATA_AND_CLOUD = [
  curriculum('Python', 'Data Science', ['Comfortable using a computer and a text editor'], {
    video: ["CS50's Introduction to Programming with Python", 'https://cs50.harvard.edu/python/'],
    interactive: ['learnpython.org interactive tutorial', 'https://www.learnpython.org/'],
    'hands-on': ['Exercism Python track', 'https://exercism.org/tracks/python'],
  }, [
    ['beginner', 'Python basics', 'Syntax, numbers and strings, variables, conditionals, loops and functions.', 12, 'basics syntax scripting', { reading: ['Python tutorial: An informal introduction', `${PY}/tutorial/introduction.html`] }],
    ['beginner', 'Data structures', 'Lists, tuples, dictionaries and sets, comprehensions and when to use each.', 10, 'data structures lists dicts interview', { reading: ['Python tutorial: Data structures', `${PY}/tutorial/datastructures.html`] }],
    ['intermediate', 'Functions, modules and packages', 'Default and keyword arguments, *args and **kwargs, modules, packages and imports.', 8, 'functions modules packages', { reading: ['Python tutorial: Modules', `${PY}/tutorial/modules.html`] }],
    ['intermediate', 'Classes and object-oriented Python', 'Classes, instances, inheritance, dunder methods and dataclasses.', 10, 'classes oop objects', { reading: ['Python tutorial: Classes', `${PY}/tutorial/classes.html`] }],
    ['intermediate', 'Iterators, generators and decorators', 'Iteration protocol, generators, itertools and decorators.', 8, 'generators iterators decorators interview', { reading: ['Functional programming HOWTO', `${PY}/howto/functional.html`] }],
    ['advanced', 'Standard library and environments', 'collections, pathlib, datetime, logging; virtual environments and packaging.', 8, 'standard library venv packaging automation', { reading: ['Python tutorial: Brief tour of the standard library', `${PY}/tutorial/stdlib.html`] }],
    ['advanced', 'Testing and type hints', 'Write tests with pytest and add type hints checked by a type checker.', 8, 'testing tests typing quality', { reading: ['pytest: Get started', 'https://docs.pytest.org/en/stable/getting-started.html'] }],
    ['advanced', 'Concurrency: threads, processes and asyncio', 'Choose between threading, multiprocessing and asyncio for I/O- and CPU-bound work.', 10, 'concurrency async performance scaling', { reading: ['asyncio documentation', `${PY}/library/asyncio.html`] }],
  ]),
  curriculum('SQL', 'Data Science', ['Basic understanding of tables (rows and columns), for example from spreadsheets'], {
    video: ["CS50's Introduction to Databases with SQL", 'https://cs50.harvard.edu/sql/'],
    interactive: ['SQLBolt interactive lessons', 'https://sqlbolt.com/'],
    'hands-on': ['PostgreSQL Exercises', 'https://pgexercises.com/'],
  }, [
    ['beginner', 'Querying data', 'SELECT, WHERE, ORDER BY and LIMIT on a single table.', 6, 'queries select basics analysis', { reading: ['PostgreSQL tutorial: Querying a table', `${PG}/tutorial-select.html`], interactive: ['SQLBolt', 'https://sqlbolt.com/'] }],
    ['beginner', 'Creating tables and changing data', 'CREATE TABLE, data types, INSERT, UPDATE and DELETE, primary keys.', 6, 'tables schema insert update', { reading: ['PostgreSQL tutorial: Creating a new table', `${PG}/tutorial-table.html`] }],
    ['intermediate', 'Joins', 'Combine tables with inner and outer joins; understand foreign keys.', 8, 'joins relations reporting analysis', { reading: ['PostgreSQL tutorial: Joins between tables', `${PG}/tutorial-join.html`] }],
    ['intermediate', 'Aggregation and grouping', 'COUNT, SUM, AVG with GROUP BY and HAVING for reports.', 6, 'aggregation reports analytics dashboard', { reading: ['PostgreSQL tutorial: Aggregate functions', `${PG}/tutorial-agg.html`] }],
    ['advanced', 'Window functions and CTEs', 'Rankings, running totals and readable multi-step queries with WITH.', 8, 'window functions analytics cte', { reading: ['PostgreSQL tutorial: Window functions', `${PG}/tutorial-window.html`] }],
    ['advanced', 'Indexes, query plans and transactions', 'Speed up queries with indexes, read EXPLAIN plans and use transactions correctly.', 10, 'performance indexes optimization transactions', { reading: ['PostgreSQL: Using EXPLAIN', `${PG}/using-explain.html`] }],
  ]),
  curriculum('Statistics', 'Data Science', ['High-school algebra'], {
    video: ['Khan Academy: Statistics and probability', 'https://www.khanacademy.org/math/statistics-probability'],
    interactive: ['Seeing Theory (visual introduction to probability and statistics)', 'https://seeing-theory.brown.edu/'],
    'hands-on': ['statsmodels examples', 'https://www.statsmodels.org/stable/examples/index.html'],
  }, [
    ['beginner', 'Describing data', 'Distributions, mean, median, variance, standard deviation and percentiles.', 8, 'descriptive data analysis basics', { reading: ['OpenIntro Statistics (free textbook)', 'https://www.openintro.org/book/os/'], video: ['Khan Academy: Summarizing quantitative data', 'https://www.khanacademy.org/math/statistics-probability/summarizing-quantitative-data'] }],
    ['beginner', 'Probability', 'Events, conditional probability, independence and common distributions.', 10, 'probability distributions', { reading: ['OpenIntro Statistics (free textbook)', 'https://www.openintro.org/book/os/'], interactive: ['Seeing Theory: Basic probability', 'https://seeing-theory.brown.edu/basic-probability/index.html'] }],
    ['intermediate', 'Sampling and confidence intervals', 'Sampling distributions, the central limit theorem and confidence intervals.', 8, 'sampling inference confidence', { reading: ['NIST/SEMATECH e-Handbook of Statistical Methods', 'https://www.itl.nist.gov/div898/handbook/'] }],
    ['intermediate', 'Hypothesis testing and A/B tests', 'Tests, p-values, power and effect sizes; designing and reading A/B experiments.', 10, 'hypothesis testing ab test experiment product', { reading: ['NIST/SEMATECH e-Handbook of Statistical Methods', 'https://www.itl.nist.gov/div898/handbook/'] }],
    ['advanced', 'Regression modelling', 'Linear and logistic regression, assumptions, diagnostics and interpretation.', 12, 'regression modelling prediction machine learning', { reading: ['statsmodels: Linear regression', 'https://www.statsmodels.org/stable/regression.html'] }],
    ['advanced', 'Bayesian inference', 'Priors, likelihoods and posteriors; when a Bayesian approach helps.', 8, 'bayesian inference', { interactive: ['Seeing Theory: Bayesian inference', 'https://seeing-theory.brown.edu/bayesian-inference/index.html'], reading: ['OpenIntro Statistics (free textbook)', 'https://www.openintro.org/book/os/'] }],
  ]),
  curriculum('Machine Learning', 'Data Science', ['Python basics', 'Basic statistics and linear algebra'], {
    video: ['Google Machine Learning Crash Course', 'https://developers.google.com/machine-learning/crash-course'],
    interactive: ['Kaggle Learn', 'https://www.kaggle.com/learn'],
    'hands-on': ['Kaggle competitions', 'https://www.kaggle.com/competitions'],
  }, [
    ['beginner', 'What machine learning is', 'Supervised and unsupervised learning, features and labels, training and test sets.', 8, 'basics concepts', { reading: ['Google Machine Learning Crash Course', 'https://developers.google.com/machine-learning/crash-course'] }],
    ['beginner', 'Preparing data with pandas', 'Load, clean and explore data with pandas.', 10, 'data cleaning pandas preparation', { reading: ['pandas: 10 minutes to pandas', 'https://pandas.pydata.org/docs/user_guide/10min.html'] }],
    ['intermediate', 'Regression and classification', 'Train linear models, trees and ensembles with scikit-learn.', 12, 'models regression classification prediction', { reading: ['scikit-learn: Supervised learning', 'https://scikit-learn.org/stable/supervised_learning.html'] }],
    ['intermediate', 'Model evaluation', 'Cross-validation, metrics, overfitting and hyperparameter search.', 8, 'evaluation metrics validation', { reading: ['scikit-learn: Cross-validation', 'https://scikit-learn.org/stable/modules/cross_validation.html'] }],
    ['advanced', 'Neural networks with PyTorch', 'Tensors, models, training loops and evaluation in PyTorch.', 14, 'deep learning neural networks pytorch', { reading: ['PyTorch: Learn the basics', 'https://pytorch.org/tutorials/beginner/basics/intro.html'] }],
    ['advanced', 'Machine learning in production', 'Data pipelines, monitoring and the rules of production ML.', 8, 'production deploy mlops monitoring', { reading: ['Rules of Machine Learning', 'https://developers.google.com/machine-learning/guides/rules-of-ml'] }],
  ]),
  curriculum('Data Visualization', 'Data Science', ['Python basics', 'Basic statistics (distributions, averages)'], {
    interactive: ['Observable notebooks', 'https://observablehq.com/'],
    'hands-on': ['Kaggle Learn: Data Visualization', 'https://www.kaggle.com/learn/data-visualization'],
  }, [
    ['beginner', 'Choosing the right chart', 'Match chart types to questions: comparison, distribution, composition and relationship.', 6, 'charts design storytelling', { reading: ['From Data to Viz', 'https://www.data-to-viz.com/'] }],
    ['beginner', 'Plotting with Matplotlib', 'Line, bar, scatter and histogram plots, labels and styling.', 8, 'matplotlib plotting python', { reading: ['Matplotlib user guide', 'https://matplotlib.org/stable/users/index.html'] }],
    ['intermediate', 'Statistical graphics with seaborn', 'Visualize distributions and relationships with seaborn.', 8, 'seaborn statistics analysis', { reading: ['seaborn tutorial', 'https://seaborn.pydata.org/tutorial.html'] }],
    ['intermediate', 'Interactive charts with Plotly', 'Build interactive charts with hover, zoom and filters.', 8, 'interactive plotly web', { reading: ['Plotly Python graphing library', 'https://plotly.com/python/'] }],
    ['advanced', 'Dashboards and data storytelling', 'Build dashboards that answer business questions and tell a clear story.', 10, 'dashboard storytelling business reporting', { reading: ['Dash documentation', 'https://dash.plotly.com/'] }],
    ['advanced', 'Custom visualizations with D3', 'Bind data to SVG and build custom, animated visualizations with D3.', 12, 'd3 custom web javascript', { reading: ['D3: Getting started', 'https://d3js.org/getting-started'] }],
  ]),
  curriculum('AWS', 'Cloud Computing', ['Basic networking (IP addresses, DNS, HTTP)', 'Using a terminal'], {
    video: ['AWS Skill Builder', 'https://skillbuilder.aws/'],
    interactive: ['AWS Skill Builder', 'https://skillbuilder.aws/'],
    'hands-on': ['AWS hands-on tutorials', 'https://aws.amazon.com/getting-started/hands-on/'],
  }, [
    ['beginner', 'Cloud concepts and AWS global infrastructure', 'Regions, availability zones, the shared responsibility model and pricing basics.', 6, 'cloud basics certification practitioner', { reading: ['Overview of Amazon Web Services', `${AWS}/whitepapers/latest/aws-overview/introduction.html`] }],
    ['beginner', 'Identity and access management', 'Users, roles, policies and least privilege with IAM.', 6, 'iam security access certification', { reading: ['IAM user guide', `${AWS}/IAM/latest/UserGuide/introduction.html`] }],
    ['intermediate', 'Compute and storage: EC2 and S3', 'Launch and size EC2 instances; store and secure objects in S3.', 10, 'ec2 s3 compute storage solutions architect', { reading: ['Amazon S3 user guide', `${AWS}/AmazonS3/latest/userguide/Welcome.html`] }],
    ['intermediate', 'Networking with VPC', 'Subnets, route tables, security groups and private connectivity.', 8, 'vpc networking solutions architect', { reading: ['Amazon VPC user guide', `${AWS}/vpc/latest/userguide/what-is-amazon-vpc.html`] }],
    ['intermediate', 'Serverless with Lambda', 'Event-driven functions with Lambda, API Gateway and DynamoDB.', 8, 'serverless lambda api developer', { reading: ['AWS Lambda developer guide', `${AWS}/lambda/latest/dg/welcome.html`] }],
    ['advanced', 'Infrastructure as code with the CDK', 'Define and deploy infrastructure with the AWS CDK and CloudFormation.', 10, 'infrastructure as code cdk devops automation', { reading: ['AWS CDK developer guide', `${AWS}/cdk/v2/guide/home.html`] }],
    ['advanced', 'The Well-Architected Framework', 'Design for reliability, security, cost and performance at scale.', 8, 'architecture design scale certification solutions architect', { reading: ['AWS Well-Architected Framework', `${AWS}/wellarchitected/latest/framework/welcome.html`] }],
  ]),
  curriculum('Docker', 'Cloud Computing', ['Using a terminal', 'Basic Linux commands'], {
    interactive: ['Play with Docker', 'https://labs.play-with-docker.com/'],
    'hands-on': ['Docker workshop', 'https://docs.docker.com/get-started/workshop/'],
  }, [
    ['beginner', 'Containers and images', 'What containers are, running images, ports and logs.', 6, 'containers basics', { reading: ['Docker: Get started', 'https://docs.docker.com/get-started/'] }],
    ['beginner', 'Writing a Dockerfile', 'Build images for your own application with a Dockerfile.', 6, 'dockerfile build image', { reading: ['Dockerfile reference', 'https://docs.docker.com/reference/dockerfile/'] }],
    ['intermediate', 'Multi-container apps with Compose', 'Run an app with its database and services using Docker Compose.', 8, 'compose multi container development', { reading: ['Docker Compose', 'https://docs.docker.com/compose/'] }],
    ['intermediate', 'Volumes and networking', 'Persist data with volumes and connect containers over networks.', 6, 'volumes networking data', { reading: ['Docker: Volumes', 'https://docs.docker.com/engine/storage/volumes/'] }],
    ['advanced', 'Build best practices', 'Multi-stage builds, small images, caching and reproducible builds.', 6, 'optimization ci production images', { reading: ['Docker: Building best practices', 'https://docs.docker.com/build/building/best-practices/'] }],
    ['advanced', 'Container security', 'Run as non-root, scan images and limit capabilities.', 6, 'security production', { reading: ['Docker Engine security', 'https://docs.docker.com/engine/security/'] }],
  ]),
  curriculum('Kubernetes', 'Cloud Computing', ['Docker and containers', 'Basic networking and YAML'], {
    interactive: ['Kubernetes basics (interactive tutorial)', `${K8S}/tutorials/kubernetes-basics/`],
    'hands-on': ['Killercoda Kubernetes playgrounds', 'https://killercoda.com/playgrounds'],
  }, [
    ['beginner', 'Architecture and objects', 'Clusters, nodes, the control plane and declarative objects.', 6, 'basics architecture', { reading: ['Kubernetes overview', `${K8S}/concepts/overview/`] }],
    ['beginner', 'Pods and Deployments', 'Run and update applications with Pods, ReplicaSets and Deployments.', 8, 'pods deployments apps', { reading: ['Kubernetes: Deployments', `${K8S}/concepts/workloads/controllers/deployment/`] }],
    ['intermediate', 'Services and networking', 'Expose apps with Services and Ingress; understand cluster DNS.', 8, 'networking services ingress', { reading: ['Kubernetes: Service', `${K8S}/concepts/services-networking/service/`] }],
    ['intermediate', 'Configuration and secrets', 'Configure apps with ConfigMaps and Secrets.', 6, 'config secrets', { reading: ['Kubernetes: ConfigMaps', `${K8S}/concepts/configuration/configmap/`] }],
    ['advanced', 'Storage and stateful workloads', 'Persistent volumes, storage classes and StatefulSets.', 8, 'storage stateful databases', { reading: ['Kubernetes: Persistent volumes', `${K8S}/concepts/storage/persistent-volumes/`] }],
    ['advanced', 'Autoscaling and operations', 'Horizontal pod autoscaling, resource requests, observability and RBAC.', 10, 'scaling operations production certification cka', { reading: ['Kubernetes: Horizontal Pod Autoscaling', `${K8S}/tasks/run-application/horizontal-pod-autoscale/`] }],
  ]),
  curriculum('Terraform', 'Cloud Computing', ['Basic cloud concepts (for example AWS or Azure)', 'Using a terminal'], {
    interactive: ['Terraform tutorials', `${TF}/tutorials`],
    'hands-on': ['Terraform tutorials', `${TF}/tutorials`],
  }, [
    ['beginner', 'Infrastructure as code and the workflow', 'Why infrastructure as code; init, plan and apply.', 4, 'basics iac workflow', { reading: ['What is Terraform?', `${TF}/intro`] }],
    ['beginner', 'Providers, resources and variables', 'Declare resources, use variables and outputs.', 6, 'resources variables', { reading: ['Terraform language: Resources', `${TF}/language/resources`] }],
    ['intermediate', 'State and backends', 'How state works, remote backends and locking.', 6, 'state backends team', { reading: ['Terraform language: State', `${TF}/language/state`] }],
    ['intermediate', 'Modules', 'Write and reuse modules; use the registry.', 8, 'modules reuse', { reading: ['Terraform language: Modules', `${TF}/language/modules`] }],
    ['advanced', 'Testing infrastructure code', 'Test modules with terraform test and validate inputs.', 6, 'testing quality', { reading: ['Terraform language: Tests', `${TF}/language/tests`] }],
    ['advanced', 'Team workflows and automation', 'Run Terraform in CI with reviews, plans and policies.', 8, 'ci automation team devops', { reading: ['Automate Terraform (tutorial)', `${TF}/tutorials/automation/automate-terraform`] }],
  ]),
  curriculum('Azure', 'Cloud Computing', ['Basic networking (IP addresses, DNS, HTTP)'], {
    video: ['Microsoft Learn: Azure training', 'https://learn.microsoft.com/en-us/training/azure/'],
    interactive: ['Microsoft Learn: Azure training', 'https://learn.microsoft.com/en-us/training/azure/'],
    'hands-on': ['Azure quickstart templates and samples', 'https://learn.microsoft.com/en-us/samples/browse/?products=azure'],
  }, [
    ['beginner', 'Resource Manager, subscriptions and resource groups', 'How Azure organises and deploys resources.', 6, 'basics fundamentals certification az-900', { reading: ['Azure Resource Manager overview', `${AZ}/azure-resource-manager/management/overview`] }],
    ['beginner', 'Identity and access control', 'Microsoft Entra ID and role-based access control.', 6, 'identity rbac security', { reading: ['Azure RBAC overview', `${AZ}/role-based-access-control/overview`] }],
    ['intermediate', 'App Service and Functions', 'Host web apps and event-driven functions.', 10, 'web apps serverless functions developer', { reading: ['Azure App Service overview', `${AZ}/app-service/overview`] }],
    ['intermediate', 'Storage and databases', 'Blob, table and queue storage; Azure SQL and Cosmos DB basics.', 8, 'storage databases data', { reading: ['Introduction to Azure Storage', `${AZ}/storage/common/storage-introduction`] }],
    ['advanced', 'Containers with AKS', 'Run container workloads on Azure Kubernetes Service.', 10, 'kubernetes aks containers', { reading: ['What is Azure Kubernetes Service?', `${AZ}/aks/what-is-aks`] }],
    ['advanced', 'The Well-Architected Framework', 'Design reliable, secure, cost-effective workloads.', 8, 'architecture design certification architect', { reading: ['Azure Well-Architected Framework', `${AZ}/well-architected/`] }],
  ]),
  curriculum('Algorithms', 'Computer Science', ['Programming in one language (loops, functions, arrays)'], {
    video: ['MIT 6.006 Introduction to Algorithms (lectures)', 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/'],
    interactive: ['VisuAlgo (animated algorithms)', 'https://visualgo.net/en'],
    'hands-on': ['LeetCode problem set', 'https://leetcode.com/problemset/'],
  }, [
    ['beginner', 'Complexity and Big-O', 'Count operations, compare growth rates and estimate time and space.', 6, 'complexity big o interview', { reading: ['MIT 6.006 Introduction to Algorithms', 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/'] }],
    ['beginner', 'Arrays, hashing and two pointers', 'Hash maps and sets, two pointers and sliding windows.', 10, 'hashing arrays interview', { interactive: ['VisuAlgo: Hash table', 'https://visualgo.net/en/hashtable'], reading: ['cp-algorithms', 'https://cp-algorithms.com/'] }],
    ['intermediate', 'Sorting and searching', 'Merge sort, quicksort, binary search and their trade-offs.', 8, 'sorting searching interview', { interactive: ['VisuAlgo: Sorting', 'https://visualgo.net/en/sorting'], reading: ['MIT 6.006 Introduction to Algorithms', 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/'] }],
    ['intermediate', 'Trees and graphs', 'Tree traversals, BFS, DFS and topological sort.', 12, 'graphs trees interview', { interactive: ['VisuAlgo: Graph traversal', 'https://visualgo.net/en/dfsbfs'], reading: ['cp-algorithms: Breadth-first search', 'https://cp-algorithms.com/graph/breadth-first-search.html'] }],
    ['advanced', 'Dynamic programming', 'Recognise overlapping subproblems; memoization and tabulation.', 12, 'dynamic programming interview competitive', { reading: ['cp-algorithms', 'https://cp-algorithms.com/'] }],
    ['advanced', 'Shortest paths and advanced graphs', "Dijkstra, Bellman-Ford, minimum spanning trees and union-find.", 10, 'graphs shortest path competitive', { reading: ["cp-algorithms: Dijkstra's algorithm", 'https://cp-algorithms.com/graph/dijkstra.html'] }],
  ]),
];
