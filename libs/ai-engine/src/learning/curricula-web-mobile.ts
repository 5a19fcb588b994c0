import { curriculum } from './curriculum-types';

const MDN = 'https://developer.mozilla.org/en-US/docs';
const YT = (q: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(q)}`;

export const WEB_AND_MOBILE = [
  curriculum('HTML & CSS', 'Web Development', ['Comfortable using a web browser and a text editor'], {
    video: ['CS50 Web Programming: HTML and CSS lecture', 'https://cs50.harvard.edu/web/'],
    interactive: ['web.dev Learn CSS', 'https://web.dev/learn/css'],
    'hands-on': ['Frontend Mentor challenges', 'https://www.frontendmentor.io/challenges'],
  }, [
    ['beginner', 'HTML structure and semantic elements', 'Write well-structured pages with headings, sections, lists, links, images and semantic elements such as header, main and nav.', 10, 'html semantic page structure website', { reading: ['MDN: HTML', `${MDN}/Web/HTML`], interactive: ['web.dev Learn HTML', 'https://web.dev/learn/html'] }],
    ['beginner', 'CSS selectors, the box model and the cascade', 'Style pages with selectors, colours and typography; understand the box model, specificity and inheritance.', 12, 'css style selector box model design', { reading: ['MDN: CSS', `${MDN}/Web/CSS`], interactive: ['web.dev Learn CSS', 'https://web.dev/learn/css'] }],
    ['intermediate', 'Layout with Flexbox and Grid', 'Build one- and two-dimensional layouts with Flexbox and CSS Grid, including alignment and gaps.', 14, 'layout flexbox grid responsive', { reading: ['MDN: Basic concepts of flexbox', `${MDN}/Web/CSS/CSS_flexible_box_layout/Basic_concepts_of_flexbox`], interactive: ['Flexbox Froggy', 'https://flexboxfroggy.com/'], 'hands-on': ['Grid Garden', 'https://cssgridgarden.com/'] }],
    ['intermediate', 'Responsive design', 'Make pages work on every screen size with fluid units, media queries and responsive images.', 10, 'responsive mobile media queries design', { reading: ['web.dev Learn Responsive Design', 'https://web.dev/learn/design'] }],
    ['intermediate', 'Forms and accessibility', 'Build accessible forms with labels, validation and keyboard support; check contrast and semantics for screen readers.', 10, 'forms accessibility a11y validation', { reading: ['web.dev Learn Forms', 'https://web.dev/learn/forms'], interactive: ['web.dev Learn Accessibility', 'https://web.dev/learn/accessibility'] }],
    ['advanced', 'Modern CSS: custom properties, container queries and animation', 'Use custom properties for theming, container queries for component layouts, and transitions and animations that respect reduced motion.', 12, 'theme animation modern design system', { reading: ['MDN: Using CSS custom properties', `${MDN}/Web/CSS/Using_CSS_custom_properties`] }],
    ['advanced', 'CSS architecture and performance', 'Organise large stylesheets (layers, naming conventions, design tokens) and keep rendering fast: critical CSS, fewer layout shifts.', 10, 'performance architecture large scale design system', { reading: ['web.dev Learn Performance', 'https://web.dev/learn/performance'] }],
  ]),
  curriculum('JavaScript', 'Web Development', ['Basic HTML and CSS', 'Comfortable using a text editor and a browser'], {
    video: ['CS50 Web Programming: JavaScript lecture', 'https://cs50.harvard.edu/web/'],
    interactive: ['The Modern JavaScript Tutorial', 'https://javascript.info/'],
    'hands-on': ['Exercism JavaScript track', 'https://exercism.org/tracks/javascript'],
  }, [
    ['beginner', 'JavaScript fundamentals', 'Values and types, variables (let and const), operators, conditionals, loops and functions.', 14, 'basics syntax functions loops', { reading: ['MDN: JavaScript Guide', `${MDN}/Web/JavaScript/Guide`], interactive: ['javascript.info: The JavaScript language', 'https://javascript.info/first-steps'] }],
    ['beginner', 'Arrays, objects and modern syntax', 'Work with arrays and objects, destructuring, spread, template literals and array methods such as map, filter and reduce.', 12, 'arrays objects es6 es2015 syntax', { reading: ['MDN: Array', `${MDN}/Web/JavaScript/Reference/Global_Objects/Array`] }],
    ['intermediate', 'Closures and scope', 'Understand lexical scope, closures, hoisting and the differences between var, let and const.', 8, 'closures scope interview', { reading: ['MDN: Closures', `${MDN}/Web/JavaScript/Closures`] }],
    ['intermediate', 'Asynchronous JavaScript', 'Use callbacks, promises and async/await; handle errors and run work in parallel with Promise.all.', 12, 'async promises await fetch api', { reading: ['MDN: Using promises', `${MDN}/Web/JavaScript/Guide/Using_promises`], interactive: ['javascript.info: Promises, async/await', 'https://javascript.info/async'] }],
    ['intermediate', 'The DOM and events', 'Select and update elements, handle events, use event delegation and fetch data into the page.', 12, 'dom events browser frontend', { reading: ['MDN: Document Object Model', `${MDN}/Web/API/Document_Object_Model`] }],
    ['advanced', 'Prototypes, classes and this', 'Master the prototype chain, classes, and how this is bound in methods, callbacks and arrow functions.', 8, 'prototypes classes this oop interview', { reading: ['MDN: Inheritance and the prototype chain', `${MDN}/Web/JavaScript/Inheritance_and_the_prototype_chain`] }],
    ['advanced', 'Modules, the event loop and performance', 'Structure code with ES modules, understand the event loop and microtasks, and profile slow code.', 10, 'modules event loop performance architecture', { reading: ['MDN: JavaScript modules', `${MDN}/Web/JavaScript/Guide/Modules`] }],
    ['advanced', 'Testing JavaScript', 'Write unit tests with Jest, mock dependencies and measure coverage.', 8, 'testing tests quality jest', { reading: ['Jest: Getting started', 'https://jestjs.io/docs/getting-started'] }],
  ]),
  curriculum('TypeScript', 'Web Development', ['JavaScript fundamentals (functions, objects, arrays, modules)'], {
    interactive: ['TypeScript Playground', 'https://www.typescriptlang.org/play'],
    'hands-on': ['Exercism TypeScript track', 'https://exercism.org/tracks/typescript'],
  }, [
    ['beginner', 'Everyday types and inference', 'Annotate variables and functions, use primitive, array, object and union types, and let inference do the rest.', 8, 'types basics syntax', { reading: ['TypeScript Handbook: Everyday types', 'https://www.typescriptlang.org/docs/handbook/2/everyday-types.html'] }],
    ['beginner', 'Narrowing', 'Narrow unions with typeof, in, instanceof, equality checks and discriminated unions.', 6, 'narrowing unions', { reading: ['TypeScript Handbook: Narrowing', 'https://www.typescriptlang.org/docs/handbook/2/narrowing.html'] }],
    ['intermediate', 'Object types, interfaces and functions', 'Model data with interfaces and type aliases, optional and readonly properties, and typed function signatures.', 8, 'interfaces objects functions api', { reading: ['TypeScript Handbook: Object types', 'https://www.typescriptlang.org/docs/handbook/2/objects.html'] }],
    ['intermediate', 'Generics', 'Write reusable, type-safe functions and components with generics and constraints.', 8, 'generics reusable library', { reading: ['TypeScript Handbook: Generics', 'https://www.typescriptlang.org/docs/handbook/2/generics.html'] }],
    ['advanced', 'Type manipulation', 'Build types from types with keyof, typeof, indexed access, mapped, conditional and template literal types.', 10, 'advanced types library', { reading: ['TypeScript Handbook: Creating types from types', 'https://www.typescriptlang.org/docs/handbook/2/types-from-types.html'] }],
    ['advanced', 'Project configuration and strictness', 'Configure tsconfig for strict checking, project references and declaration output in a real codebase.', 6, 'config tsconfig migration large codebase', { reading: ['TSConfig reference', 'https://www.typescriptlang.org/tsconfig'] }],
  ]),
  curriculum('React', 'Web Development', ['JavaScript fundamentals (ES2015+ syntax, functions, arrays, modules)', 'Basic HTML and CSS'], {
    interactive: ['React tutorial: Tic-Tac-Toe', 'https://react.dev/learn/tutorial-tic-tac-toe'],
    'hands-on': ['Thinking in React', 'https://react.dev/learn/thinking-in-react'],
  }, [
    ['beginner', 'Components, JSX and props', 'Describe the UI with function components, JSX, props, conditional rendering and lists with keys.', 10, 'components jsx props ui', { reading: ['React: Describing the UI', 'https://react.dev/learn/describing-the-ui'], interactive: ['React tutorial: Tic-Tac-Toe', 'https://react.dev/learn/tutorial-tic-tac-toe'] }],
    ['beginner', 'Interactivity: events and state', 'Respond to events and remember values with useState; understand renders and state snapshots.', 10, 'state events usestate interactive', { reading: ['React: Adding interactivity', 'https://react.dev/learn/adding-interactivity'] }],
    ['intermediate', 'Managing state', 'Structure state, lift it up, share it with context and manage complex updates with reducers.', 12, 'state context reducer architecture', { reading: ['React: Managing state', 'https://react.dev/learn/managing-state'] }],
    ['intermediate', 'Effects and data fetching', 'Synchronize with external systems using effects, with correct dependencies and cleanup; know when you do not need an effect.', 10, 'effects useeffect fetch api data', { reading: ['React: Synchronizing with effects', 'https://react.dev/learn/synchronizing-with-effects'] }],
    ['intermediate', 'Forms and user input', 'Build controlled forms with validation and accessible error messages.', 8, 'forms input validation', { reading: ['React: <input> reference', 'https://react.dev/reference/react-dom/components/input'] }],
    ['advanced', 'Refs and custom hooks', 'Use refs to reach the DOM and keep mutable values, and extract reusable logic into custom hooks.', 8, 'hooks refs reusable', { reading: ['React: Reusing logic with custom hooks', 'https://react.dev/learn/reusing-logic-with-custom-hooks'] }],
    ['advanced', 'Rendering performance', 'Measure with the Profiler and avoid wasted renders with memo, useMemo, useCallback, transitions and list virtualization.', 10, 'performance memo optimization profiler', { reading: ['React: memo', 'https://react.dev/reference/react/memo'] }],
    ['advanced', 'Testing React components', 'Test components the way users use them with React Testing Library and Jest.', 8, 'testing tests quality', { reading: ['React Testing Library: Introduction', 'https://testing-library.com/docs/react-testing-library/intro/'] }],
  ]),
  curriculum('Node.js', 'Web Development', ['JavaScript fundamentals, including promises and async/await', 'Using a terminal'], {
    interactive: ['NodeSchool workshops', 'https://nodeschool.io/'],
    'hands-on': ['Node.js Learn: getting started', 'https://nodejs.org/en/learn/getting-started/introduction-to-nodejs'],
  }, [
    ['beginner', 'Node.js and npm basics', 'Run scripts with Node.js, use npm to install packages and manage package.json scripts.', 8, 'npm basics scripts', { reading: ['Node.js: Introduction to Node.js', 'https://nodejs.org/en/learn/getting-started/introduction-to-nodejs'] }],
    ['beginner', 'Modules and the file system', 'Organise code in modules and read and write files with the fs module.', 8, 'modules files fs', { reading: ['Node.js API: File system', 'https://nodejs.org/api/fs.html'] }],
    ['intermediate', 'Asynchronous work and the event loop', 'Understand the event loop, timers and process.nextTick, and avoid blocking it.', 8, 'event loop async performance', { reading: ['Node.js: The event loop, timers and process.nextTick()', 'https://nodejs.org/en/learn/asynchronous-work/event-loop-timers-and-nexttick'] }],
    ['intermediate', 'Building an HTTP API', 'Build a REST API with routing, JSON bodies, validation and error handling.', 14, 'api rest http server backend express', { reading: ['Express: Hello world', 'https://expressjs.com/en/starter/hello-world.html'] }],
    ['intermediate', 'Streams', 'Process large data with readable, writable and transform streams and pipeline().', 6, 'streams files large data', { reading: ['Node.js API: Stream', 'https://nodejs.org/api/stream.html'] }],
    ['advanced', 'Testing Node.js services', 'Test modules and HTTP endpoints with the built-in node:test runner.', 8, 'testing tests quality', { reading: ['Node.js API: Test runner', 'https://nodejs.org/api/test.html'] }],
    ['advanced', 'Security and production readiness', 'Apply the Node.js security best practices, configuration, logging and graceful shutdown.', 8, 'security production deploy', { reading: ['Node.js: Security best practices', 'https://nodejs.org/en/learn/getting-started/security-best-practices'] }],
  ]),
  curriculum('React Native', 'Mobile Development', ['React fundamentals (components, props, state, hooks)', 'JavaScript ES2015+'], {
    interactive: ['Expo Snack (run React Native in the browser)', 'https://snack.expo.dev/'],
    'hands-on': ['Expo tutorial', 'https://docs.expo.dev/tutorial/introduction/'],
  }, [
    ['beginner', 'Setup and core components', 'Set up a project and use the core components: View, Text, Image, TextInput and ScrollView.', 8, 'setup components basics', { reading: ['React Native: Core components and native components', 'https://reactnative.dev/docs/intro-react-native-components'] }],
    ['beginner', 'Styling and layout with Flexbox', 'Style components and lay out screens with Flexbox.', 8, 'styling layout flexbox design', { reading: ['React Native: Layout with Flexbox', 'https://reactnative.dev/docs/flexbox'] }],
    ['intermediate', 'Input, lists and navigation', 'Handle text input and touches, render long lists with FlatList and move between screens.', 12, 'lists navigation input screens', { reading: ['React Native: Navigating between screens', 'https://reactnative.dev/docs/navigation'] }],
    ['intermediate', 'Networking and data', 'Fetch data from APIs, show loading and error states and store data on the device.', 8, 'api networking data fetch', { reading: ['React Native: Networking', 'https://reactnative.dev/docs/network'] }],
    ['advanced', 'Performance', 'Keep 60 fps: profile, avoid unnecessary renders, optimise lists and images.', 8, 'performance optimization', { reading: ['React Native: Performance overview', 'https://reactnative.dev/docs/performance'] }],
    ['advanced', 'Publishing apps', 'Sign and publish builds to the app stores.', 6, 'publish release store deploy', { reading: ['React Native: Publishing to the Apple App Store', 'https://reactnative.dev/docs/publishing-to-app-store'] }],
  ]),
  curriculum('Flutter', 'Mobile Development', ['Basic programming (variables, functions, classes) in any language'], {
    video: ['Flutter on YouTube (official channel)', 'https://www.youtube.com/@flutterdev'],
    interactive: ['DartPad', 'https://dartpad.dev/'],
    'hands-on': ['Flutter: Write your first app (codelab)', 'https://docs.flutter.dev/get-started/codelab'],
  }, [
    ['beginner', 'Dart language basics', 'Variables, null safety, functions, classes, collections and async in Dart.', 10, 'dart basics syntax', { reading: ['Dart: Language tour', 'https://dart.dev/language'], interactive: ['DartPad', 'https://dartpad.dev/'] }],
    ['beginner', 'Widgets and layout', 'Compose UIs from widgets; lay out with Row, Column, Stack and constraints.', 10, 'widgets layout ui design', { reading: ['Flutter: Layouts', 'https://docs.flutter.dev/ui/layout'] }],
    ['intermediate', 'Interactivity and state management', 'Use stateful widgets and choose a state management approach such as Provider.', 12, 'state management interactive', { reading: ['Flutter: State management', 'https://docs.flutter.dev/data-and-backend/state-mgmt/intro'] }],
    ['intermediate', 'Networking and JSON', 'Fetch data over HTTP and serialize JSON into models.', 8, 'api networking json data', { reading: ['Flutter cookbook: Fetch data from the internet', 'https://docs.flutter.dev/cookbook/networking/fetch-data'] }],
    ['advanced', 'Testing Flutter apps', 'Write unit, widget and integration tests.', 8, 'testing tests quality', { reading: ['Flutter: Testing', 'https://docs.flutter.dev/testing/overview'] }],
    ['advanced', 'Performance and release', 'Profile rendering, reduce jank and ship release builds.', 8, 'performance release deploy store', { reading: ['Flutter: Performance', 'https://docs.flutter.dev/perf'] }],
  ]),
  curriculum('Kotlin', 'Mobile Development', ['Basic programming (variables, functions, classes) in any language'], {
    video: ['Android Basics with Compose course', 'https://developer.android.com/courses'],
    interactive: ['Kotlin Playground', 'https://play.kotlinlang.org/'],
    'hands-on': ['Kotlin Koans', 'https://kotlinlang.org/docs/koans.html'],
  }, [
    ['beginner', 'Syntax, types and null safety', 'Variables, basic types, control flow, functions and null safety.', 10, 'basics syntax null safety', { reading: ['Kotlin docs: Basic syntax', 'https://kotlinlang.org/docs/basic-syntax.html'] }],
    ['beginner', 'Collections and functional style', 'Lists, sets and maps with lambdas and collection operations.', 8, 'collections lambdas functional', { reading: ['Kotlin docs: Collections overview', 'https://kotlinlang.org/docs/collections-overview.html'] }],
    ['intermediate', 'Classes, data classes and sealed types', 'Model domains with classes, data classes, sealed classes and interfaces.', 8, 'classes oop data modelling', { reading: ['Kotlin docs: Classes', 'https://kotlinlang.org/docs/classes.html'] }],
    ['intermediate', 'Android apps with Jetpack Compose', 'Build Android screens with composables, state and navigation.', 16, 'android app compose ui mobile', { reading: ['Jetpack Compose tutorial', 'https://developer.android.com/develop/ui/compose/tutorial'] }],
    ['advanced', 'Coroutines and flows', 'Write asynchronous code with coroutines, structured concurrency and Flow.', 10, 'coroutines async concurrency flow', { reading: ['Kotlin docs: Coroutines', 'https://kotlinlang.org/docs/coroutines-overview.html'] }],
    ['advanced', 'Kotlin Multiplatform', 'Share code between Android, iOS and server with Kotlin Multiplatform.', 10, 'multiplatform ios architecture', { reading: ['Kotlin Multiplatform', 'https://kotlinlang.org/docs/multiplatform.html'] }],
  ]),
  curriculum('Swift', 'Mobile Development', ['Basic programming (variables, functions, classes) in any language', 'A Mac with Xcode for app development'], {
    video: ['Apple Developer videos (WWDC sessions)', 'https://developer.apple.com/videos/'],
    interactive: ['Swift Playgrounds', 'https://www.apple.com/swift/playgrounds/'],
    'hands-on': ['Develop in Swift tutorials', 'https://developer.apple.com/tutorials/develop-in-swift'],
  }, [
    ['beginner', 'Swift basics, optionals and collections', 'Constants and variables, types, optionals, arrays and dictionaries, control flow.', 10, 'basics syntax optionals', { reading: ['The Swift Programming Language: The Basics', 'https://docs.swift.org/swift-book/documentation/the-swift-programming-language/thebasics/'] }],
    ['beginner', 'Functions, closures and structures', 'Functions, closures, structures versus classes and protocols.', 10, 'functions closures structs protocols', { reading: ['The Swift Programming Language: Closures', 'https://docs.swift.org/swift-book/documentation/the-swift-programming-language/closures/'] }],
    ['intermediate', 'SwiftUI views and layout', 'Build screens with SwiftUI views, stacks, lists and navigation.', 14, 'swiftui ui app ios layout', { reading: ['SwiftUI tutorials', 'https://developer.apple.com/tutorials/swiftui'] }],
    ['intermediate', 'State and data flow', 'Manage state with @State, @Binding and observable models.', 8, 'state data flow', { reading: ['SwiftUI: Model data', 'https://developer.apple.com/documentation/swiftui/model-data'] }],
    ['advanced', 'Concurrency with async/await and actors', 'Write safe concurrent code with async/await, tasks and actors.', 10, 'concurrency async actors', { reading: ['The Swift Programming Language: Concurrency', 'https://docs.swift.org/swift-book/documentation/the-swift-programming-language/concurrency/'] }],
    ['advanced', 'Testing and shipping', 'Write XCTest tests and prepare an app for App Store submission.', 8, 'testing release store publish', { reading: ['XCTest documentation', 'https://developer.apple.com/documentation/xctest'] }],
  ]),
];

export { YT };
