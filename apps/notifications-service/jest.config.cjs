/** `nx run notifications-service:test`: this project's unit and integration tests (tools/jest/project.cjs). */
module.exports = require('../../tools/jest/project.cjs')(__dirname, { name: 'notifications-service' });
