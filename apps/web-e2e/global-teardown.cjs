/** Stops the shared embedded stack of global-setup.cjs. */
module.exports = async function stopSharedStack() {
  await globalThis.__hirewiseSharedStack?.stop();
};
