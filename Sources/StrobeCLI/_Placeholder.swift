// StrobeCLI
