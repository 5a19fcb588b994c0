/**
 * The evaluation set: candidate answers to bank questions with the score band a human grader assigned.
 * Written as real candidates answer (own words, typed or transcribed, sometimes wrong), graded before the
 * engine was tuned. The unit test ranks the engine's scores against these bands (Spearman correlation).
 */
export type ScoreBand = 'good' | 'partial' | 'poor' | 'off-topic' | 'empty';

/** The grader's score range per band; the midpoint is the band's value for rank correlation. */
export const SCORE_BANDS: Record<ScoreBand, { min: number; max: number }> = {
  good: { min: 75, max: 100 },
  partial: { min: 40, max: 74 },
  poor: { min: 10, max: 39 },
  'off-topic': { min: 0, max: 9 },
  empty: { min: 0, max: 0 },
};

export interface GradedAnswer {
  /** Bank question id (questions/banks/*.ts). */
  questionId: string;
  band: ScoreBand;
  answer: string;
}

export const ANSWER_SET: readonly GradedAnswer[] = [
  // ---------------- JavaScript ----------------
  { questionId: 'js-concept-beginner-1', band: 'good', answer: "A closure is when a function remembers the variables from the place where it was created. So if I define a function inside another function and return it, the inner one can still read and change the outer function's variables even after the outer function has finished running. That's how you can make private state, like a counter that nobody outside can touch." },
  { questionId: 'js-concept-beginner-1', band: 'partial', answer: "It's a function inside another function that can use the outer function's variables." },
  { questionId: 'js-concept-beginner-1', band: 'poor', answer: 'A closure is when you close a function with a return statement so it stops executing.' },
  { questionId: 'js-concept-advanced-1', band: 'good', answer: 'JS is single threaded and runs everything on the call stack. The event loop checks whether the stack is empty and then pulls work from the queues. Promise callbacks go into the microtask queue and all of them run before the next macrotask, like a setTimeout callback or a click event. So Promise.resolve().then(...) logs before setTimeout(..., 0).' },
  { questionId: 'js-concept-advanced-1', band: 'partial', answer: "The event loop is what lets JavaScript do asynchronous things. It takes callbacks from a queue and runs them when the main code is done. I think promises are handled a bit differently from setTimeout but I'm not sure how." },
  { questionId: 'js-concept-advanced-1', band: 'off-topic', answer: 'I usually use Redux for state management and I like to keep my components small and reusable.' },
  { questionId: 'js-coding-intermediate-1', band: 'good', answer: 'function debounce(fn, wait) { let t; return (...args) => { clearTimeout(t); t = setTimeout(() => fn(...args), wait); }; } Every call cancels the pending timeout and starts a new one, so fn only fires once the calls stop for wait ms. The variable t is kept in the closure between calls.' },
  { questionId: 'js-coding-intermediate-1', band: 'partial', answer: "You use setTimeout to call the function after the delay, so that it doesn't run too often when the user types." },
  { questionId: 'js-coding-intermediate-1', band: 'empty', answer: '' },
  { questionId: 'js-debugging-beginner-1', band: 'good', answer: "Because var isn't block scoped there is only one i shared by the whole loop. The callbacks run after 100ms, when the loop has already finished and i is 3, so they all print 3. Changing var to let fixes it since let gives each iteration its own copy of i." },
  { questionId: 'js-debugging-beginner-1', band: 'partial', answer: 'Change var to let and it will print 0 1 2.' },
  { questionId: 'js-debugging-beginner-1', band: 'poor', answer: 'setTimeout is too slow, reduce the delay to 0 so it prints in time.' },
  { questionId: 'js-debugging-intermediate-2', band: 'good', answer: "forEach doesn't wait for the async callback, it just fires them all and returns immediately, so done is printed before any save finishes. If you want them one after another, use a for...of loop and await save(item) inside an async function; or if they can run together, await Promise.all(items.map(item => save(item)))." },
  { questionId: 'js-debugging-intermediate-2', band: 'poor', answer: 'You need to add await before items.forEach.' },
  { questionId: 'js-debugging-intermediate-2', band: 'empty', answer: '   ' },
  { questionId: 'js-concept-intermediate-2', band: 'good', answer: "It depends on how the function gets called. If you call it as obj.method(), this is obj. A plain function call gives undefined in strict mode or the global object otherwise. With new it's the newly created object, and call, apply and bind let you set it yourself. Arrow functions don't have their own this, they use the one from the surrounding code." },
  { questionId: 'js-concept-intermediate-2', band: 'partial', answer: 'this refers to the object that the method belongs to, like in user.greet() it is user. In arrow functions it works differently.' },
  { questionId: 'js-concept-intermediate-2', band: 'off-topic', answer: 'My favourite framework is Angular because it has everything built in, like routing and HTTP, and TypeScript by default.' },
  // ---------------- Python ----------------
  { questionId: 'py-concept-beginner-1', band: 'good', answer: "Lists can be changed after you create them, you can append, remove or reassign items. Tuples can't be modified once created. Because tuples are immutable they're hashable, so you can use them as dict keys or put them in a set, and they're a bit faster and use less memory. I use tuples for fixed things like (x, y) points or returning two values from a function." },
  { questionId: 'py-concept-beginner-1', band: 'partial', answer: 'Lists use square brackets and tuples use parentheses, and tuples cannot be changed.' },
  { questionId: 'py-concept-beginner-1', band: 'poor', answer: 'A tuple is like a list but for numbers only.' },
  { questionId: 'py-concept-intermediate-2', band: 'good', answer: 'A decorator is a function that takes another function and returns a wrapped version of it, so you can add extra behaviour like logging or timing without touching the original function. You apply it with @my_decorator on the line above def. Inside you define a wrapper(*args, **kwargs) that does something, calls the original and returns its result, and you should use functools.wraps so the name and docstring are preserved.' },
  { questionId: 'py-concept-intermediate-2', band: 'partial', answer: 'Decorators are the @ things above functions, like @staticmethod or @app.route in Flask. They change how the function behaves.' },
  { questionId: 'py-concept-intermediate-2', band: 'off-topic', answer: 'I have worked mostly with Excel and PowerPoint to prepare monthly sales reports for the management team.' },
  { questionId: 'py-coding-beginner-2', band: 'good', answer: "I'd loop over the list and keep a set of items I've already seen. If the item isn't in the set, append it to a new result list and add it to the set. That keeps the first occurrence of each element in the original order and runs in O(n). A shortcut is list(dict.fromkeys(items)) since dicts keep insertion order." },
  { questionId: 'py-coding-beginner-2', band: 'poor', answer: 'Just do list(set(my_list)) to remove the duplicates.' },
  { questionId: 'py-coding-beginner-2', band: 'partial', answer: "Create an empty list, go through the original list and only add items that aren't already in the new list." },
  { questionId: 'py-debugging-intermediate-1', band: 'good', answer: "The default list is created only once, when the def is executed, not every time you call the function. So every call that doesn't pass items appends to that same list and it keeps growing. The fix is to use items=None and inside the function do if items is None: items = []." },
  { questionId: 'py-debugging-intermediate-1', band: 'partial', answer: 'Because the list is mutable so it remembers the old values. Use None instead.' },
  { questionId: 'py-debugging-intermediate-1', band: 'empty', answer: '' },
  { questionId: 'py-concept-intermediate-1', band: 'good', answer: 'A generator is a function with yield instead of return. When you call it you get an iterator, and each next() runs the function until the next yield, then pauses there keeping its local variables. Values are produced lazily one at a time, so you can process a huge file or an infinite sequence without loading everything into memory.' },
  { questionId: 'py-concept-intermediate-1', band: 'poor', answer: 'A generator generates random numbers, like the random module.' },
  { questionId: 'py-concept-intermediate-1', band: 'off-topic', answer: "I'm a team player and I always meet deadlines, and my previous manager said I communicate very well." },
  { questionId: 'py-debugging-beginner-1', band: 'good', answer: "b = a doesn't create a new list, both names refer to the same list object in memory, so appending through b also changes a. To fix it make a copy: b = a.copy() or b = list(a) or a[:], and use copy.deepcopy if the list has nested lists." },
  { questionId: 'py-debugging-beginner-1', band: 'partial', answer: 'Use b = a.copy() instead.' },
  { questionId: 'py-debugging-beginner-1', band: 'poor', answer: 'print(a) is printed after the append, move the print before the append.' },
  // ---------------- React ----------------
  { questionId: 'react-concept-beginner-1', band: 'good', answer: "Props are passed into a component by its parent, and the component can't change them, they're read only. State belongs to the component itself and it can update it with the setter from useState, which makes React re-render. If a child needs to change something in the parent, the parent passes down a callback function as a prop." },
  { questionId: 'react-concept-beginner-1', band: 'partial', answer: 'Props come from the parent component and state is managed inside the component.' },
  { questionId: 'react-concept-beginner-1', band: 'off-topic', answer: 'I would use PostgreSQL with proper indexes and run EXPLAIN ANALYZE to find slow queries.' },
  { questionId: 'react-concept-intermediate-1', band: 'good', answer: "useEffect runs after React has rendered the component to the screen. It's for side effects like fetching data, subscriptions or timers. The dependency array controls when it runs again: no array means after every render, an empty array means only once after mount, and with values it re-runs when one of them changes. If you return a function, React calls it as cleanup before the next run and when the component unmounts." },
  { questionId: 'react-concept-intermediate-1', band: 'partial', answer: 'It runs after render, and if you pass an empty array it only runs once, which is where I do my API calls.' },
  { questionId: 'react-concept-intermediate-1', band: 'poor', answer: "useEffect is used to store data in the component, like a variable that doesn't reset." },
  { questionId: 'react-debugging-beginner-3', band: 'good', answer: "todos.push changes the same array in place, and then setTodos gets the exact same reference, so React compares it with Object.is, sees nothing changed, and doesn't re-render. You have to create a new array, for example setTodos(prev => [...prev, { id: Date.now(), text }])." },
  { questionId: 'react-debugging-beginner-3', band: 'partial', answer: "You shouldn't mutate state directly, use the spread operator instead." },
  { questionId: 'react-debugging-beginner-3', band: 'empty', answer: '' },
  { questionId: 'react-debugging-intermediate-2', band: 'good', answer: 'Because of the empty dependency array the effect only runs once, so the interval callback captured seconds from the first render, which is 0. Every tick it sets 0 + 1 = 1. It\'s a stale closure. Use the functional update setSeconds(s => s + 1) so it always uses the latest value.' },
  { questionId: 'react-debugging-intermediate-2', band: 'partial', answer: 'The seconds value inside setInterval is stale. Add seconds to the dependency array.' },
  { questionId: 'react-debugging-intermediate-2', band: 'poor', answer: "setInterval doesn't work in React, you have to use setTimeout instead." },
  { questionId: 'react-coding-beginner-1', band: 'good', answer: 'function Counter() { const [count, setCount] = useState(0); return (<div><button onClick={() => setCount(count - 1)}>-</button><span>{count}</span><button onClick={() => setCount(count + 1)}>+</button></div>); }' },
  { questionId: 'react-coding-beginner-1', band: 'partial', answer: "I'd use useState for the count and have two buttons that change it." },
  { questionId: 'react-coding-beginner-1', band: 'poor', answer: 'Make a variable let count = 0 and two buttons that do count++ and count-- and show it in a div.' },
  { questionId: 'react-concept-intermediate-2', band: 'good', answer: 'Keys tell React which item is which between renders. When the list changes, reconciliation uses the key to match old and new elements, so it can keep the right state and DOM nodes when items are inserted, removed or reordered. They have to be unique and stable, like an id from the database. Using the index breaks when the order changes.' },
  { questionId: 'react-concept-intermediate-2', band: 'partial', answer: 'Every item in a list needs a unique key or React shows a warning in the console. I usually use the id.' },
  { questionId: 'react-concept-intermediate-2', band: 'empty', answer: '  \n ' },
  // ---------------- Algorithms ----------------
  { questionId: 'algo-concept-beginner-2', band: 'good', answer: "The array has to be sorted. You look at the middle element; if it's the target you're done, if the target is smaller you throw away the right half and search the left half, otherwise the other way round. Each step halves the search space so it's O(log n)." },
  { questionId: 'algo-concept-beginner-2', band: 'partial', answer: "You keep splitting the array in half until you find the number. It's faster than checking every element." },
  { questionId: 'algo-concept-beginner-2', band: 'off-topic', answer: 'For my last vacation I went hiking in the mountains with my family and we stayed in a small cabin.' },
  { questionId: 'algo-concept-intermediate-1', band: 'good', answer: "Both are divide and conquer and average O(n log n). Merge sort splits the list into halves, sorts each recursively and merges them, so it's always n log n and stable, but needs extra O(n) memory. Quicksort picks a pivot and partitions the elements around it, in place, so it's usually faster in practice, but it's not stable and with a bad pivot it becomes O(n^2)." },
  { questionId: 'algo-concept-intermediate-1', band: 'partial', answer: 'Merge sort divides the array and merges it back, quicksort uses a pivot. Both are n log n.' },
  { questionId: 'algo-concept-intermediate-1', band: 'poor', answer: "Quicksort is quicker, that's why it's called quick sort." },
  { questionId: 'algo-coding-beginner-1', band: 'good', answer: "Go through the array once and keep a dictionary from number to its index. For each number, compute target minus the number; if that complement is already in the dictionary, return its index and the current index, otherwise store the current number. That's O(n) time instead of the O(n^2) double loop." },
  { questionId: 'algo-coding-beginner-1', band: 'partial', answer: 'Use two nested loops and check every pair of numbers, and return the two indices when the sum equals the target.' },
  { questionId: 'algo-coding-beginner-1', band: 'empty', answer: '' },
  { questionId: 'algo-debugging-intermediate-3', band: 'good', answer: "There is no visited set, so when the graph has a cycle the same nodes get appended again and again and the queue never empties. Keep a set of visited nodes, mark the start, and only append a neighbour if it's not already visited. Also queue.pop(0) is O(n) on a list, so use collections.deque with popleft()." },
  { questionId: 'algo-debugging-intermediate-3', band: 'partial', answer: 'You need to keep track of the visited nodes, otherwise you go around the cycle forever.' },
  { questionId: 'algo-debugging-intermediate-3', band: 'poor', answer: 'The while loop condition is wrong, use while len(queue) > 0.' },
  { questionId: 'algo-concept-intermediate-3', band: 'good', answer: 'Dynamic programming is for problems that can be broken into smaller subproblems that repeat, and where the best solution is built from best solutions of the subproblems. You solve each subproblem once and save the result, either top down with memoization or bottom up with a table. Classic examples are Fibonacci, knapsack and edit distance, where it turns an exponential brute force into polynomial time.' },
  { questionId: 'algo-concept-intermediate-3', band: 'partial', answer: "It's basically recursion plus caching the results so you don't compute the same thing twice." },
  { questionId: 'algo-concept-intermediate-3', band: 'off-topic', answer: 'I prefer working remotely, and I use Slack and Zoom to communicate with my team every day.' },
  { questionId: 'algo-coding-intermediate-1', band: 'good', answer: "Use recursion: if the node is null return 0, otherwise return 1 + max(maxDepth(node.left), maxDepth(node.right)). It visits every node once so it's O(n), and the recursion uses stack space equal to the height of the tree." },
  { questionId: 'algo-coding-intermediate-1', band: 'partial', answer: 'Do a recursive DFS going to the left and right children and keep track of the deepest level you reach.' },
  { questionId: 'algo-coding-intermediate-1', band: 'poor', answer: "Count the number of nodes in the tree, that's the depth." },
];
